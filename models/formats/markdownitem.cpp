// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdownitem.h"

#include <vector>

namespace {

// Link texts nest deeper than this only in crafted text: what lies deeper is kept as written.
constexpr int deepestLinkText = 2;

bool isAsciiPunctuation(char c)
{
    return (c >= '!' && c <= '/') || (c >= ':' && c <= '@') || (c >= '[' && c <= '`')
        || (c >= '{' && c <= '~');
}

/// Where each "[" and "(" of a text closes, found in one pass with a stack: brackets as
/// Markdown matches them (an escaped one is text), parentheses as link targets nest. -1 for
/// one never closed.
struct Matches
{
    std::vector<qsizetype> closing;
    std::vector<qsizetype> nextAngle; ///< the first ">" at or after each offset, or -1

    explicit Matches(QByteArrayView text)
        : closing(size_t(text.size()), -1)
        , nextAngle(size_t(text.size()) + 1, -1)
    {
        for (qsizetype i = text.size() - 1; i >= 0; --i)
            nextAngle[size_t(i)] = text[i] == '>' ? i : nextAngle[size_t(i) + 1];
        std::vector<qsizetype> brackets;
        std::vector<qsizetype> parentheses;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const char c = text[i];
            if (c == '\\' && i + 1 < text.size() && isAsciiPunctuation(text[i + 1])) {
                // An escaped bracket is text; a parenthesis counts in a target all the same.
                if (text[i + 1] == '(')
                    parentheses.push_back(i + 1);
                else if (text[i + 1] == ')' && !parentheses.empty())
                    closeLast(parentheses, i + 1);
                ++i;
            } else if (c == '[') {
                brackets.push_back(i);
            } else if (c == ']' && !brackets.empty()) {
                closeLast(brackets, i);
            } else if (c == '(') {
                parentheses.push_back(i);
            } else if (c == ')' && !parentheses.empty()) {
                closeLast(parentheses, i);
            }
        }
    }

    void closeLast(std::vector<qsizetype> &open, qsizetype at)
    {
        closing[size_t(open.back())] = at;
        open.pop_back();
    }

    /// Where the bracket or parenthesis at i closes, if before end.
    qsizetype close(qsizetype i, qsizetype end) const
    {
        const qsizetype at = closing[size_t(i)];
        return at >= 0 && at < end ? at : -1;
    }
};

void parseRange(QByteArrayView text, const Matches &matches, qsizetype from, qsizetype to,
    int depth, MarkdownItem *item)
{
    for (qsizetype i = from; i < to; ++i) {
        const char c = text[i];
        if (c == '\\' && i + 1 < to && isAsciiPunctuation(text[i + 1])) {
            item->plain += c;
            item->plain += text[++i];
            continue;
        }
        const bool image = c == '!' && i + 1 < to && text[i + 1] == '[';
        if (c != '[' && !image) {
            item->plain += c;
            continue;
        }
        const qsizetype open = image ? i + 1 : i;
        const qsizetype close = matches.close(open, to);
        if (close < 0 || close + 1 >= to || text[close + 1] != '(') {
            item->plain += c;
            continue;
        }
        // A target in angle brackets may hold any parenthesis: "](<https://a/b)(>)".
        qsizetype end = -1;
        QByteArrayView target;
        if (close + 2 < to && text[close + 2] == '<') {
            const qsizetype angle = matches.nextAngle[size_t(close) + 2];
            if (angle >= 0 && angle + 1 < to && text[angle + 1] == ')') {
                end = angle + 1;
                target = text.sliced(close + 3, angle - close - 3);
            }
        }
        if (end < 0) {
            end = matches.close(close + 1, to);
            if (end < 0) {
                item->unclosedTarget = close + 1;
                return;
            }
            target = text.sliced(close + 2, end - close - 2).trimmed();
        }
        if (!image) {
            if (item->textBeforeFirstLink < 0)
                item->textBeforeFirstLink = item->plain.size();
            item->links.append({ text.sliced(open + 1, close - open - 1), target });
            // An image inside the link text ([![badge](src)](url)) is no text.
            if (depth < deepestLinkText) {
                MarkdownItem inner;
                parseRange(text, matches, open + 1, close, depth + 1, &inner);
                item->plain += inner.plain;
            } else {
                item->plain += text.sliced(open + 1, close - open - 1);
            }
            if (item->textAfterFirstLink < 0)
                item->textAfterFirstLink = item->plain.size();
        }
        i = end;
    }
}

} // namespace

MarkdownItem MarkdownItem::parse(QByteArrayView text)
{
    MarkdownItem item;
    const Matches matches(text);
    parseRange(text, matches, 0, text.size(), 0, &item);
    // The offsets of a link's parts are the item's: a nested parse adds no links of its own.
    return item;
}

QString MarkdownItem::unescaped(QByteArrayView text)
{
    QByteArray out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 1 < text.size() && isAsciiPunctuation(text[i + 1]))
            ++i;
        out += text[i];
    }
    return QString::fromUtf8(out);
}

bool MarkdownItem::isEscaped(QByteArrayView text, qsizetype i)
{
    qsizetype backslashes = 0;
    while (i - backslashes > 0 && text[i - backslashes - 1] == '\\')
        ++backslashes;
    return backslashes % 2 == 1;
}
