; Inno Setup 6 script for Director's Windows installer (setup.exe).
;
; First build dist\director\ with PyInstaller (installer\director.spec), then:
;
;   iscc installer\windows\director.iss
;
; installer\windows\build.ps1 does both and runs the built program's self-test in between.
; The version is read from director-gui.exe (the spec writes pyproject.toml's version into it);
; "iscc /DAppVersion=1.2.3 ..." overrides it. The result is
; dist\director-<version>-windows-setup.exe: a Start-menu entry, an optional desktop icon,
; English or Italian set-up screens, and an uninstaller (Settings > Apps, or the Start menu).
; It installs for the current user without administrator rights, or for everyone if the user
; chooses so in the first screen.

#define AppName "Director"
#define AppExe "director-gui.exe"
#define Top AddBackslash(SourcePath) + "..\.."
#define Dist Top + "\dist\director"
; The tournament files (ui/common/recent.py SUFFIX) and the ProgID Explorer knows them by.
#define AssocExt ".director"
#define AssocKey "Director.Tournament"

#if !FileExists(Dist + "\" + AppExe)
  #error dist\director\director-gui.exe is missing: build it first (installer\windows\build.ps1)
#endif
#ifndef AppVersion
  #define AppVersion GetFileProductVersionString(Dist + "\" + AppExe)
#endif

[Setup]
; AppId identifies Director to Windows for upgrades and uninstalling: never change it.
AppId={{7E71EDC3-F554-4F0D-BDFD-2345B2F90B80}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Director developers
AppComments=Runs live poker tournaments: blind clock, projector, entrants, seating, payouts.
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user install by default (no administrator needed); the first screen offers "all users".
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#Top}\dist
OutputBaseFilename=director-{#AppVersion}-windows-setup
SetupIconFile={#Top}\installer\icons\director.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
WizardStyle=modern
Compression=lzma2/max
SolidCompression=yes
; Ask to close a running Director before replacing its files.
CloseApplications=yes
ShowLanguageDialog=auto
; Tell Explorer the .director file type changed (its icon, "Open with"), at install and uninstall.
ChangesAssociations=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "it"; MessagesFile: "compiler:Languages\Italian.isl"

[CustomMessages]
en.AppComment=Run a live poker tournament: the clock, the projector, payouts
it.AppComment=Gestisci un torneo di poker dal vivo: orologio, proiettore, premi
en.AssocName=Director tournament
it.AssocName=Torneo di Director

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller folder: director-gui.exe, director.exe and _internal\.
Source: "{#Dist}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:AppComment}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[Registry]
; Double-clicking a .director file opens it in Director (the program takes the file as its
; argument). HKA is the current user's classes, or the machine's for an install for everyone.
Root: HKA; Subkey: "Software\Classes\{#AssocExt}"; ValueType: string; ValueName: ""; ValueData: "{#AssocKey}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#AssocExt}"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-director-tournament"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#AssocExt}\OpenWithProgids"; ValueType: string; ValueName: "{#AssocKey}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#AssocKey}"; ValueType: string; ValueName: ""; ValueData: "{cm:AssocName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#AssocKey}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#AssocKey}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: "{#AssocExt}"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Python writes nothing next to the program, but a crashed update could leave a half folder.
Type: dirifempty; Name: "{app}"
