// SPDX-License-Identifier: GPL-3.0-or-later
#include "latextounicode.h"

#include "latexconverter.h"
#include "unicodescripts.h"

QString LatexToUnicode::convert(QStringView latex)
{
    return LatexConverter(latex, LatexConverter::Mode::Stored).run();
}

QString LatexToUnicode::display(QStringView text)
{
    if (!hasMarkup(text))
        return text.toString();
    return LatexConverter(text, LatexConverter::Mode::Display).run();
}

QString LatexToUnicode::displayStored(QStringView stored)
{
    QString out;
    qsizetype copied = 0;
    for (qsizetype i = 1; i + 1 < stored.size(); ++i) {
        const QChar mark = stored[i];
        if ((mark != u'^' && mark != u'_') || !stored[i - 1].isLetterOrNumber())
            continue;
        // The script: signs and digits, or one letter standing alone.
        qsizetype end = i + 1;
        while (end < stored.size()
            && (stored[end].isDigit() || stored[end] == u'-' || stored[end] == u'+'))
            ++end;
        if (end == i + 1 && stored[end].isLetter()
            && (end + 1 >= stored.size() || !stored[end + 1].isLetterOrNumber()))
            ++end;
        if (end == i + 1)
            continue;
        const QStringView script = stored.sliced(i + 1, end - i - 1);
        const std::optional<QString> raised = mark == u'^' ? UnicodeScripts::superscript(script)
                                                           : UnicodeScripts::subscript(script);
        if (!raised)
            continue;
        out += stored.sliced(copied, i - copied);
        out += *raised;
        copied = end;
        i = end - 1;
    }
    if (copied == 0)
        return stored.toString();
    out += stored.sliced(copied);
    return out;
}

bool LatexToUnicode::hasMarkup(QStringView text)
{
    // Both searches are vectorized; most abstracts have neither character.
    for (qsizetype i = text.indexOf(u'\\'); i >= 0 && i + 1 < text.size();
         i = text.indexOf(u'\\', i + 1)) {
        const char16_t next = text[i + 1].unicode();
        if ((next >= 'a' && next <= 'z') || (next >= 'A' && next <= 'Z')
            || QStringView(u"()[]{}$&%_#'\"`^~=.").contains(QChar(next)))
            return true;
    }
    for (qsizetype i = text.indexOf(u'$'); i >= 0; i = text.indexOf(u'$', i + 1)) {
        if (opensMath(text, i))
            return true;
        if (i + 1 < text.size() && text[i + 1] == u'$')
            ++i; // "$$" is one mark
    }
    return false;
}

bool LatexToUnicode::opensMath(QStringView text, qsizetype i)
{
    const qsizetype marks = i + 1 < text.size() && text[i + 1] == u'$' ? 2 : 1;
    const qsizetype start = i + marks;
    if (start >= text.size() || text[start].isSpace())
        return false;
    // Only the next '$' can close it: a later one would close a math span of its own. So
    // each character is looked at twice at most, however many '$' there are.
    for (qsizetype j = start; j < text.size(); ++j) {
        if (text[j] == u'\\') {
            ++j;
        } else if (text[j] == u'$') {
            if (marks == 2 && (j + 1 >= text.size() || text[j + 1] != u'$'))
                return false;
            const qsizetype after = j + marks;
            return !text[j - 1].isSpace() && (after >= text.size() || !text[after].isDigit());
        }
    }
    return false;
}
