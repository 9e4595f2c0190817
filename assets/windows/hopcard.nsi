; Hopcard's Windows installer, compiled with makensis (NSIS 3) by
; scripts/windows-check and by the release workflow:
;
;   makensis -DVERSION=0.1.0 -DEXE=/abs/path/hopcard.exe -DCOM=/abs/path/hopcard.com -DOUTFILE=/abs/path/Hopcard_0.1.0_x64-setup.exe assets/windows/hopcard.nsi
;
; (makensis works in this file's folder, so relative paths are taken from
; here.)
;
; For the current user only (no administrator rights at a family's
; computer): the program goes to %LOCALAPPDATA%\Programs\Hopcard, the Start
; menu entry to the user's Start menu, and the game-file type (.hopcard)
; under HKCU\Software\Classes, which Windows merges into the classes every
; program sees. /S installs and uninstalls without a window.
;
; The uninstaller removes only what this installer wrote: the family's
; saved games and Hopcard's data folder (%APPDATA%\hopcard, autosaves and
; kept games) stay, so a reinstall finds them again.

Unicode true
; A 64-bit installer: Hopcard is a 64-bit program, and a 32-bit stub would
; also need the 32-bit half of Windows (or of Wine) to start.
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user
ManifestDPIAware true

!ifndef VERSION
  !error "pass -DVERSION=x.y.z"
!endif
!ifndef EXE
  !error "pass -DEXE=path/to/hopcard.exe"
!endif
!ifndef COM
  !error "pass -DCOM=path/to/hopcard.com (scripts/windows-installer makes it)"
!endif
!ifndef OUTFILE
  !define OUTFILE "Hopcard_${VERSION}_x64-setup.exe"
!endif
; makensis works in this folder (no -NOCD): the icon beside this file.
!define ICON "hopcard.ico"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Hopcard"
!define PROGID "Hopcard.Game"

Name "Hopcard"
OutFile "${OUTFILE}"
Icon "${ICON}"
UninstallIcon "${ICON}"
InstallDir "$LOCALAPPDATA\Programs\Hopcard"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "Hopcard ${VERSION}"
VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "Hopcard"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "Hopcard installer"
VIAddVersionKey "CompanyName" "Hopcard developers"
VIAddVersionKey "LegalCopyright" "2026 Hopcard developers"

Page directory
Page instfiles
UninstPage uninstConfirm
UninstPage instfiles

Section "Hopcard"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  File "/oname=hopcard.exe" "${EXE}"
  ; The same program for the console subsystem: `hopcard ARGS` in a Command
  ; Prompt finds it before hopcard.exe and prints there.
  File "/oname=hopcard.com" "${COM}"
  File "/oname=hopcard.ico" "${ICON}"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\Hopcard.lnk" "$INSTDIR\hopcard.exe" "" "$INSTDIR\hopcard.ico" 0

  ; The game-file type: a double-click on "Family game.hopcard" runs
  ; hopcard.exe "C:\...\Family game.hopcard".
  WriteRegStr HKCU "Software\Classes\.hopcard" "" "${PROGID}"
  WriteRegStr HKCU "Software\Classes\.hopcard" "Content Type" "application/x-hopcard-game"
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "Hopcard game"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\hopcard.ico,0"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\hopcard.exe" "%1"'

  ; Settings > Apps.
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "Hopcard"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "Hopcard developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\hopcard.ico"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1

  ; Explorer picks up the new type and icon without a restart.
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\Hopcard.lnk"
  Delete "$INSTDIR\hopcard.exe"
  Delete "$INSTDIR\hopcard.com"
  Delete "$INSTDIR\hopcard.ico"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  ; Only a type that is still ours (another program may have taken .hopcard since).
  ReadRegStr $0 HKCU "Software\Classes\.hopcard" ""
  StrCmp $0 "${PROGID}" 0 +2
    DeleteRegKey HKCU "Software\Classes\.hopcard"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"

  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
