// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

/// The checks every list's bytes pass before a reader sees them, in one pass over the file on
/// every core.
namespace TextCheck {

/// Offsets of the first NUL byte, the first byte that is not part of valid UTF-8 (no
/// overlongs, surrogates or code points past U+10FFFF) and the first control character (C0
/// other than tab, line ends, vertical tab and form feed; DEL; C1); -1 for none. Only the
/// first problem found in that order is given: the later fields stay -1.
struct Problems
{
    qint64 nul = -1;
    qint64 invalidUtf8 = -1;
    qint64 control = -1;
};

/// The checks 16 or 64 bytes a step with SSE2 (unless built without it or with
/// PAPERDESK_NO_SIMD for this file), over chunks on every core for a big file.
Problems find(const QByteArray &bytes, bool findNul = true);
/// The same on one core with the plain loops: what find() must agree with, always built so
/// that a test can compare both in one binary.
Problems findReference(const QByteArray &bytes, bool findNul = true);
qint64 firstInvalidUtf8(const QByteArray &bytes);

/// Replaces each control character of bytes (valid UTF-8) from offset from on by a space of
/// the same length (a C1 control by U+00A0): what a file holds is shown, escape sequences are
/// not acted on, and every other byte, line and column stays where it was.
void replaceControls(QByteArray &bytes, qint64 from);
/// replaceControls() with the plain loop, for the same comparison.
void replaceControlsReference(QByteArray &bytes, qint64 from);

} // namespace TextCheck
