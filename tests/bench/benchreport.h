// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "exportbench.h"
#include "memoryprobe.h"
#include "openbench.h"
#include "phrasebench.h"
#include "typingbench.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>

#include <utility>

/// Everything one run measured, printed as markdown: the tables, then the goals of issue 3
/// checked one by one, ending with the line "N passed, N failed".
class BenchReport
{
public:
    QMap<int, TypingBench::Result> typing; ///< by number of papers
    /// The same script with the list in another order: by papers, then the order's name.
    QMap<int, QMap<QString, TypingBench::Result>> orderedTyping;
    /// The Chinese script on a Chinese list (issue 12: bigram search), by number of papers.
    QMap<int, TypingBench::Result> chineseTyping;
    /// The English script on the arXiv list, with its Keywords facet, by number of papers.
    QMap<int, TypingBench::Result> keywordTyping;
    QMap<int, QList<PhraseBench::Case>> phrases; ///< by number of papers
    QMap<int, QMap<QString, OpenBench::Result>> opening; ///< by papers, then format
    QMap<int, QMap<QString, ExportBench::Result>> exporting; ///< by papers, then format
    QMap<int, std::pair<MemoryProbe::Result, MemoryProbe::Result>> memory; ///< Paperdesk, baseline

    void print(QTextStream &out, const QList<int> &sizes, int rounds) const;

    /// The formats opened, the plain list first: every reader of a file make-corpus writes.
    static QStringList readerFormats();
    /// Those opened past 100,000 papers.
    static QStringList largeFormats();

private:
    void printTyping(QTextStream &out) const;
    void printKeystrokes(
        QTextStream &out, const TypingBench::Result &result, const QString &heading) const;
    void printChineseTyping(QTextStream &out) const;
    void printKeywordTyping(QTextStream &out) const;
    void printOrderedTyping(QTextStream &out) const;
    void printOpening(QTextStream &out) const;
    void printMemory(QTextStream &out) const;
    void printGoals(QTextStream &out) const;
    using Check = std::function<void(bool measured, bool ok, const QString &, const QString &)>;
    /// Issue 16: every reader shows its first rows and is indexed about as fast as the plain list.
    void checkReaders(const Check &check) const;
};
