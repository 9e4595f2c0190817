/* A stand-in for Windows' bcryptprimitives.dll, for running Hopcard's
 * Windows build under Wine 8 only (scripts/windows-check). Rust's standard
 * library asks that DLL for ProcessPrng, which Wine has only since 9.0;
 * this one answers from RtlGenRandom (advapi32's SystemFunction036), which
 * Wine 8 has. Never shipped in the installer: Windows 10 and 11 have the
 * real DLL. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
    while (len > 0) {
        ULONG chunk = len > 0x40000000 ? 0x40000000 : (ULONG)len;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        len -= chunk;
    }
    return TRUE;
}
