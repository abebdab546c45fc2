// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "formats/jsonlineswriter.h"
#include "formats/readresult.h"

#include <QJsonDocument>

#include <cstdio>
#include <cstdlib>

/// A broken promise found by a fuzz target: said, then aborted, so that libFuzzer keeps the
/// input as a finding like any crash.
[[noreturn]] inline void fuzzFailure(const char *what)
{
    std::fprintf(stderr, "fuzz check failed: %s\n", what);
    std::abort();
}

/// A field as FieldText leaves it: no lone surrogate, no control character but the white
/// space an abstract keeps.
inline void checkShowable(const QString &text, bool paragraph)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            ++i;
            continue;
        }
        if (QChar::isSurrogate(c))
            fuzzFailure("a lone surrogate in a field");
        const bool space = paragraph && (c == u'\n' || c == u'\t' || c == u'\r');
        if ((c < 0x20 || (c >= 0x7F && c <= 0x9F)) && !space)
            fuzzFailure("a control character in a field");
    }
}

/// What every reader promises for any bytes: an error with a reason and no papers, or papers
/// whose fields can be shown and whose export is valid JSON in valid UTF-8.
inline void checkReadResult(const ReadResult &result)
{
    if (!result.ok()) {
        if (!result.collection.papers.isEmpty())
            fuzzFailure("an error came with papers");
        if (result.error.line < 0 || result.error.column < 0)
            fuzzFailure("an error at a negative line or column");
        return;
    }
    for (const Paper &paper : result.collection.papers) {
        checkShowable(paper.title, false);
        checkShowable(paper.abstract, true);
        checkShowable(paper.venue, false);
        checkShowable(paper.sourceKey, false);
        for (const QString &author : paper.authors)
            checkShowable(author, false);
        for (const QString &link : paper.links)
            checkShowable(link, false);
        const QJsonObject object = JsonLinesWriter::paperObject(paper, {});
        QJsonParseError error;
        const QByteArray line = JsonLinesWriter::line(object);
        QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError)
            fuzzFailure("an exported paper is not valid JSON");
        // Qt's own parser drops a U+FEFF that starts a string, so the text read back is not
        // compared; the line must be valid UTF-8 that a parser takes.
        if (QString::fromUtf8(line).toUtf8() != line)
            fuzzFailure("an exported paper is not valid UTF-8");
    }
}
