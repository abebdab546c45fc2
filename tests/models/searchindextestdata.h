// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"
#include "search/bitset.h"

#include <QFile>
#include <QList>
#include <QRegularExpression>
#include <QStringList>

/// What the SearchIndex tests share: a quick reader of plain lists and sets of rows as text.

// A quick splitter for the plain list format (header line, blank-line separated abstracts);
// the real reader lives in models/formats and is tested there.
inline QList<Paper> readPlainList(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(file.readAll());
    QList<Paper> papers;
    const QStringList blocks = text.split(QRegularExpression(QStringLiteral("\\n\\s*\\n")));
    static const QRegularExpression url(QStringLiteral("https?://[^\\s}]+[^\\s}.,;:)]"));
    for (qsizetype i = 1; i < blocks.size(); ++i) { // block 0 is the header line
        Paper paper;
        paper.abstract = blocks[i].simplified();
        paper.title = paper.abstract.section(u' ', 0, 7);
        for (const auto &m : url.globalMatch(paper.abstract))
            paper.links.append(m.captured());
        paper.topics = { int(i % 5) };
        if (i % 3 == 0)
            paper.topics.append(5 + int(i % 2));
        papers.append(paper);
    }
    return papers;
}

inline QString rowsOf(const Bitset &set)
{
    QStringList rows;
    set.forEachSet([&](qsizetype row) { rows.append(QString::number(row)); });
    return rows.join(u',');
}

inline Bitset setOf(qsizetype size, std::initializer_list<int> rows)
{
    Bitset set(size);
    for (int row : rows)
        set.set(row);
    return set;
}
