# Builds Director's Windows installer: dist\director-<version>-windows-setup.exe
#
#   powershell -ExecutionPolicy Bypass -File installer\windows\build.ps1
#
# Needs Python 3.11 or newer from python.org (the "py" launcher, or the python.exe named by
# $env:PYTHON) and Inno Setup 6 (iscc.exe on PATH, or in its usual folder). Steps: a virtual
# environment in .venv with the app and PyInstaller, the one-folder build in dist\director
# (installer\director.spec), the built program's self-test, then the setup program
# (installer\windows\director.iss).
$ErrorActionPreference = "Stop"
$top = (Resolve-Path (Join-Path $PSScriptRoot "..\..")).Path
Set-Location $top

function Run([string]$exe, [string[]]$arguments) {
    & $exe @arguments
    if ($LASTEXITCODE -ne 0) { throw "failed ($LASTEXITCODE): $exe $arguments" }
}

$python = Join-Path $top ".venv\Scripts\python.exe"
# $env:PYTHON names the Python to build with (the release workflow sets it); else the py launcher.
if (-not (Test-Path $python)) {
    if ($env:PYTHON) { Run $env:PYTHON @("-m", "venv", ".venv") } else { Run "py" @("-3", "-m", "venv", ".venv") }
}
Run $python @("-m", "pip", "install", "-q", "--upgrade", "pip>=25.1")
Run $python @("-m", "pip", "install", "-q", "-e", ".", "--group", "test")
$version = & $python -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])"

$start = Get-Date
Run $python @("-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "installer\director.spec")

# director.exe is a console program; director-gui.exe is not, so its output goes to a file.
Run "dist\director\director.exe" @("--version")
$log = Join-Path $top "dist\self-test.txt"
$test = Start-Process -FilePath "dist\director\director-gui.exe" -ArgumentList "--self-test" `
    -Wait -PassThru -NoNewWindow -RedirectStandardOutput $log
Get-Content $log
if ($test.ExitCode -ne 0) { throw "the built program failed its self-test (above)" }

$iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $iscc) { $iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe" }
if (-not (Test-Path $iscc)) { throw "Inno Setup 6 is not installed (iscc.exe not found)" }
Run $iscc @("/Q", "/DAppVersion=$version", "installer\windows\director.iss")

$setup = Join-Path $top "dist\director-$version-windows-setup.exe"
"built in {0:N0} s" -f ((Get-Date) - $start).TotalSeconds
"folder:  {0:N0} MB" -f ((Get-ChildItem dist\director -Recurse | Measure-Object Length -Sum).Sum / 1MB)
"setup:   {0:N0} MB  $setup" -f ((Get-Item $setup).Length / 1MB)
