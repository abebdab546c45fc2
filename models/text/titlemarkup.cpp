// SPDX-License-Identifier: GPL-3.0-or-later
#include "titlemarkup.h"

#include "sentencescanner.h"

#include <string_view>

using SentenceScanner::isTrailingPunct;

namespace TitleMarkup {

// "\textit{Name}", "{\em name}", "24.7\%": the text without the markup.
void appendLatex(QStringView word, Text &text, int &latexGroups)
{
    static constexpr std::u16string_view groups[] = { u"\\textit{", u"\\textbf{", u"\\emph{",
        u"\\texttt{", u"\\textsc{", u"{\\em", u"{\\it", u"{\\bf" };
    for (qsizetype i = 0; i < word.size(); ++i) {
        const QChar c = word[i];
        if (c == u'\\' || c == u'{') {
            bool group = false;
            for (const std::u16string_view g : groups) {
                if (word.mid(i).startsWith(QStringView(g.data(), qsizetype(g.size())))) {
                    i += qsizetype(g.size()) - 1;
                    ++latexGroups;
                    group = true;
                    break;
                }
            }
            if (group)
                continue;
            if (c == u'\\' && i + 1 < word.size() && QStringView(u"%&_#$").contains(word[i + 1]))
                continue;
        } else if (c == u'}' && latexGroups > 0) {
            --latexGroups;
            continue;
        }
        text.append(c);
    }
    if (!text.isEmpty() && text.back() == u' ')
        text.removeLast();
}

bool dropEmphasisEnd(Text &text, qsizetype begin)
{
    const QStringView s(text.constData(), text.size());
    qsizetype end = s.size();
    while (end > begin && isTrailingPunct(s[end - 1]))
        --end;
    qsizetype stars = end;
    while (stars > begin + 1 && (s[stars - 1] == u'*' || s[stars - 1] == u'_'))
        --stars;
    if (stars == end)
        return false;
    text.remove(stars, end - stars);
    return true;
}

// PDF line-break hyphens: "learn-ing" → "learning".
void joinHyphenatedSuffix(Text &text, qsizetype begin)
{
    QStringView tail = QStringView(text.constData(), text.size()).mid(begin);
    while (!tail.isEmpty() && isTrailingPunct(tail.back()))
        tail.chop(1);
    // Every suffix is 4 to 6 units long and starts with the hyphen.
    const qsizetype n = tail.size();
    if (n < 7 || (tail[n - 4] != u'-' && tail[n - 5] != u'-' && tail[n - 6] != u'-'))
        return;
    static constexpr std::u16string_view suffixes[]
        = { u"-ing", u"-tion", u"-tions", u"-ment", u"-ments" };
    for (const std::u16string_view suffix : suffixes) {
        const QStringView s(suffix.data(), qsizetype(suffix.size()));
        if (n > s.size() + 2 && tail.endsWith(s)) {
            text.remove(begin + n - s.size(), 1);
            return;
        }
    }
}

} // namespace TitleMarkup
