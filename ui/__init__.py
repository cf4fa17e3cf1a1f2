"""Director's desktop windows (PySide6): thin views over the ``director`` domain."""
