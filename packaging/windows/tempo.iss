; Inno Setup script for Tempo on Windows.
; Build first: cargo build --release (on Windows; build.rs embeds packaging/windows/tempo.ico).
; Then: iscc packaging\windows\tempo.iss   -> packaging\windows\Output\tempo-setup.exe

#define AppVersion "0.1.0"

[Setup]
AppId={{5C1E4F7A-3B2D-4E8F-9A61-7D0C2B9E4A13}
AppName=Tempo
AppVersion={#AppVersion}
AppPublisher=The Tempo developers
DefaultDirName={autopf}\Tempo
DefaultGroupName=Tempo
UninstallDisplayIcon={app}\tempo.exe
SetupIconFile=tempo.ico
OutputBaseFilename=tempo-setup
Compression=lzma2
SolidCompression=yes
ChangesAssociations=yes
ArchitecturesInstallIn64BitMode=x64compatible

[Files]
Source: "..\..\target\release\tempo.exe"; DestDir: "{app}"; Flags: ignoreversion
Source: "..\..\README.md"; DestDir: "{app}"; Flags: isreadme

[Icons]
Name: "{group}\Tempo"; Filename: "{app}\tempo.exe"
Name: "{autodesktop}\Tempo"; Filename: "{app}\tempo.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "Create a desktop shortcut"; Flags: unchecked
Name: "assocpgn"; Description: "Open .pgn files with Tempo"

[Registry]
; Double-clicking a .pgn opens it in Tempo (`tempo.exe "file.pgn"`).
Root: HKA; Subkey: "Software\Classes\.pgn\OpenWithProgids"; ValueType: string; ValueName: "Tempo.pgn"; ValueData: ""; Flags: uninsdeletevalue; Tasks: assocpgn
Root: HKA; Subkey: "Software\Classes\Tempo.pgn"; ValueType: string; ValueName: ""; ValueData: "Chess game (PGN)"; Flags: uninsdeletekey; Tasks: assocpgn
Root: HKA; Subkey: "Software\Classes\Tempo.pgn\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\tempo.exe,0"; Tasks: assocpgn
Root: HKA; Subkey: "Software\Classes\Tempo.pgn\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\tempo.exe"" ""%1"""; Tasks: assocpgn

[Run]
Filename: "{app}\tempo.exe"; Description: "Start Tempo"; Flags: nowait postinstall skipifsilent
