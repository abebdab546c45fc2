// SPDX-License-Identifier: GPL-3.0-or-later
#include "linkextractor.h"

#include <algorithm>

namespace {

bool startsWithScheme(QStringView text, qsizetype i, qsizetype *length)
{
    const QStringView rest = text.mid(i);
    for (QStringView scheme : { QStringView(u"https://"), QStringView(u"http://") }) {
        if (rest.startsWith(scheme, Qt::CaseInsensitive)) {
            *length = scheme.size();
            return true;
        }
    }
    return false;
}

// Characters that can never be part of a URL written in running text. Non-ASCII letters are
// allowed (internationalised paths); other non-ASCII characters (CJK punctuation, quotes,
// dashes) end the URL.
bool endsUrl(QChar c)
{
    const char16_t u = c.unicode();
    if (u <= 0x20 || u == 0x7f)
        return true;
    if (u < 0x80)
        return u == '"' || u == '<' || u == '>' || u == '`' || u == '{' || u == '}' || u == '|'
            || u == '^';
    return !c.isLetterOrNumber();
}

// Break hints that editors and web pages put into long URLs; see extract().
bool isZeroWidth(QChar c)
{
    const char16_t u = c.unicode();
    return u == 0x200B || u == 0x200C || u == 0x200D || u == 0x2060 || u == 0xFEFF || u == 0x00AD;
}

// What safeLink() encodes: characters that show as nothing, move text around, or are blank.
bool isHiddenInLink(char32_t cp)
{
    switch (QChar::category(cp)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Separator_Space:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
        return true;
    default:
        break;
    }
    // Default-ignorable code points that are not format characters: the combining grapheme
    // joiner, Hangul and Khmer fillers, Mongolian free variation selectors, variation selectors.
    return cp == 0x034F || cp == 0x115F || cp == 0x1160 || cp == 0x17B4 || cp == 0x17B5
        || (cp >= 0x180B && cp <= 0x180F) || cp == 0x3164 || cp == 0xFFA0
        || (cp >= 0xFE00 && cp <= 0xFE0F) || (cp >= 0xE0100 && cp <= 0xE01EF);
}

bool isTrailingJunk(QChar c)
{
    return QStringView(u".,;:!?'*").contains(c);
}

// Scans one URL starting at the scheme; returns it cleaned, and where scanning stopped.
QString scanUrl(QStringView text, qsizetype start, qsizetype schemeLength, qsizetype *end)
{
    QString url;
    url.reserve(64);
    int parens = 0;
    int brackets = 0;
    qsizetype i = start;
    for (; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'\\') {
            // LaTeX escapes inside a URL ("\_", "\%", "\#"); any other backslash ends it.
            if (i + 1 < text.size() && QStringView(u"_%#&~$").contains(text[i + 1])) {
                url += text[++i];
                continue;
            }
            break;
        }
        if (isZeroWidth(c))
            continue;
        if (endsUrl(c))
            break;
        // A closing bracket with no opening one in the URL belongs to the text around it:
        // "[code](https://x.org)", "(see https://x.org)".
        if (c == u'(') {
            ++parens;
        } else if (c == u')') {
            if (parens == 0)
                break;
            --parens;
        } else if (c == u'[') {
            ++brackets;
        } else if (c == u']') {
            if (brackets == 0)
                break;
            --brackets;
        }
        url += c;
    }
    *end = i;
    // Trailing punctuation ends the sentence, not the URL; a ')' closing a '(' of the URL stays.
    for (;;) {
        if (url.size() <= schemeLength)
            break;
        const QChar last = url.back();
        if (isTrailingJunk(last)) {
            url.chop(1);
        } else if (last == u')' && url.count(u'(') < url.count(u')')) {
            url.chop(1);
        } else {
            break;
        }
    }
    // "https://" alone, or "https://." is not a link.
    if (url.size() <= schemeLength || !url[schemeLength].isLetterOrNumber())
        return {};
    // The scheme is case-insensitive; write it the usual way.
    for (qsizetype k = 0; k < schemeLength; ++k)
        url[k] = url[k].toLower();
    return url;
}

QStringView hostOf(QStringView url)
{
    const qsizetype scheme = url.indexOf(u"://");
    if (scheme < 0)
        return {};
    QStringView rest = url.mid(scheme + 3);
    qsizetype end = 0;
    while (end < rest.size() && !QStringView(u"/?#").contains(rest[end]))
        ++end;
    rest = rest.left(end);
    const qsizetype at = rest.lastIndexOf(u'@');
    if (at >= 0)
        rest = rest.mid(at + 1);
    const qsizetype colon = rest.indexOf(u':');
    if (colon >= 0)
        rest = rest.left(colon);
    return rest;
}

bool isDomainOrSubdomain(QStringView host, QStringView domain)
{
    if (host.compare(domain, Qt::CaseInsensitive) == 0)
        return true;
    return host.size() > domain.size() && host.endsWith(domain, Qt::CaseInsensitive)
        && host[host.size() - domain.size() - 1] == u'.';
}

} // namespace

namespace LinkExtractor {

QStringList extract(QStringView text)
{
    QStringList links;
    // Every link has a "://": a search for its ':' is a vectorized scan, while a
    // case-insensitive one for "http" folds every character of every abstract.
    qsizetype from = 0;
    while (true) {
        const qsizetype separator = text.indexOf(u':', from);
        if (separator < 0)
            break;
        from = separator + 1;
        if (!text.mid(separator).startsWith(u"://"))
            continue;
        from = separator + 3;
        qsizetype i = -1;
        if (separator >= 5
            && text.mid(separator - 5, 5).compare(u"https", Qt::CaseInsensitive) == 0)
            i = separator - 5;
        else if (separator >= 4
            && text.mid(separator - 4, 4).compare(u"http", Qt::CaseInsensitive) == 0)
            i = separator - 4;
        qsizetype schemeLength = 0;
        // "xhttp://" is not a URL start; "(http://", "{http://" are.
        if (i < 0 || (i > 0 && text[i - 1].isLetterOrNumber())
            || !startsWithScheme(text, i, &schemeLength))
            continue;
        qsizetype end = i;
        const QString url = scanUrl(text, i, schemeLength, &end);
        if (!url.isEmpty())
            addOnce(&links, url);
        if (links.size() == maxLinks)
            break;
        from = qMax(end, from);
    }
    return links;
}

bool addOnce(QStringList *links, const QString &link)
{
    if (links->size() >= maxLinks || links->contains(link))
        return false;
    links->append(link);
    return true;
}

QString safeLink(QStringView link)
{
    QString safe;
    safe.reserve(link.size());
    for (qsizetype i = 0; i < link.size();) {
        const qsizetype start = i;
        char32_t cp = link[i++].unicode();
        if (QChar::isHighSurrogate(cp) && i < link.size() && link[i].isLowSurrogate())
            cp = QChar::surrogateToUcs4(char16_t(cp), link[i++].unicode());
        if (!isHiddenInLink(cp)) {
            safe += link.mid(start, i - start);
            continue;
        }
        // A lone surrogate has no UTF-8: it is sent, and so shown, as U+FFFD.
        const QByteArray bytes = QChar::isSurrogate(cp) ? QByteArrayLiteral("\xEF\xBF\xBD")
                                                        : QStringView(QChar::fromUcs4(cp)).toUtf8();
        for (const char byte : bytes) {
            safe += QLatin1Char('%');
            safe += QLatin1Char("0123456789ABCDEF"[uchar(byte) >> 4]);
            safe += QLatin1Char("0123456789ABCDEF"[uchar(byte) & 0xF]);
        }
    }
    return safe;
}

LinkKind kindOf(QStringView url)
{
    if (isCodeLink(url))
        return LinkKind::Code;
    const QUrl parsed(url.toString());
    const QString path = parsed.path();
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)
        || path.startsWith(QLatin1String("/pdf/")) || path == QLatin1String("/pdf")
        || path.contains(QLatin1String("/pdf/")))
        return LinkKind::Pdf;
    return LinkKind::Page;
}

bool isCodeLink(QStringView url)
{
    const QStringView host = hostOf(url);
    if (host.isEmpty())
        return false;
    for (QStringView domain :
        { QStringView(u"github.com"), QStringView(u"gitlab.com"), QStringView(u"huggingface.co"),
            QStringView(u"hf.co"), QStringView(u"bitbucket.org") }) {
        if (isDomainOrSubdomain(host, domain))
            return true;
    }
    // Self-hosted GitLab instances: gitlab.inria.fr, gitlab.example.org
    return host.startsWith(u"gitlab.", Qt::CaseInsensitive);
}

QString hostBehindLookalikes(const QString &link)
{
    // In its ASCII form a host of other characters has a label that starts "xn--" (QUrl
    // gives some hosts that way already, others, under .com, in the letters that look alike).
    const QString ace = QString::fromLatin1(QUrl::toAce(QUrl(link).host()));
    const QStringList labels = ace.split(u'.');
    const bool other = std::any_of(labels.cbegin(), labels.cend(),
        [](const QString &label) { return label.startsWith(QLatin1String("xn--")); });
    return other ? ace : QString();
}

bool isSafeToOpen(const QUrl &url)
{
    const QString scheme = url.scheme();
    return url.isValid() && !url.host().isEmpty()
        && (scheme == QLatin1String("http") || scheme == QLatin1String("https"));
}

} // namespace LinkExtractor
