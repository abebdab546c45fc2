// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/displaytext.h"

namespace {

bool isBidiControl(char32_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

bool isLineBreak(char32_t c)
{
    return c == u'\n' || c == u'\r' || c == 0x2028 || c == 0x2029 || c == 0x0B || c == 0x0C
        || c == 0x85;
}

bool isMark(char32_t c)
{
    const QChar::Category category = QChar::category(c);
    return category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining
        || category == QChar::Mark_Enclosing;
}

// Whether the text holds anything shown(): most text (ASCII, and letters without long runs
// of marks) is given back without a copy.
bool needsChange(const QString &text, bool oneLine)
{
    int marks = 0;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        char32_t c = text.at(i).unicode();
        if (c < 0x0300) { // no mark, no bidi control
            marks = 0;
            if (oneLine && isLineBreak(c))
                return true;
            continue;
        }
        if (QChar::isHighSurrogate(c) && i + 1 < n && text.at(i + 1).isLowSurrogate())
            c = QChar::surrogateToUcs4(char16_t(c), text.at(++i).unicode());
        if (isBidiControl(c) || (oneLine && isLineBreak(c)))
            return true;
        marks = isMark(c) ? marks + 1 : 0;
        if (marks > DisplayText::mostMarks)
            return true;
    }
    return false;
}

QString shown(const QString &text, bool oneLine)
{
    if (!needsChange(text, oneLine))
        return text;
    QString out;
    out.reserve(text.size());
    int marks = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text.at(i).unicode();
        qsizetype units = 1;
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text.at(i).unicode(), text.at(i + 1).unicode());
            units = 2;
        }
        const qsizetype at = i;
        i += units - 1;
        if (isBidiControl(c))
            continue;
        if (oneLine && isLineBreak(c)) {
            out += u' ';
            marks = 0;
            continue;
        }
        marks = isMark(c) ? marks + 1 : 0;
        if (marks > DisplayText::mostMarks)
            continue;
        out += QStringView(text).sliced(at, units);
    }
    return out;
}

} // namespace

QString DisplayText::line(const QString &text)
{
    return shown(text, true);
}

QString DisplayText::paragraph(const QString &text)
{
    return shown(text, false);
}
