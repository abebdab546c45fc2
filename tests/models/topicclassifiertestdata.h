// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plainabstracts.h"
#include "testdata.h"
#include "text/textnormalizer.h"
#include "topics/taxonomy.h"
#include "topics/topicclassifier.h"
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QtConcurrent>
#include <algorithm>
#include <ctime>

/// What the TopicClassifier tests share: small taxonomies, topic ids, CPU time.

// CPU time of this thread: unlike the wall clock, it does not grow when other processes share
// the cores, so a measurement on a busy machine still compares.
inline double threadCpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

inline QStringList topicIds(const Taxonomy &taxonomy, const QList<int> &topics)
{
    QStringList ids;
    for (int t : topics)
        ids << taxonomy.topic(t).id;
    return ids;
}

inline Taxonomy smallTaxonomy()
{
    QString error;
    const Taxonomy taxonomy = Taxonomy::fromJson(R"({"topics": [
        {"id": "diffusion", "name": "Diffusion models", "area": "Generative models",
         "phrases": {"diffusion model": 3, "text-to-image": 2}, "not": {"diffusion tensor": 4}},
        {"id": "rl", "name": "Reinforcement learning", "area": "RL",
         "phrases": {"reinforcement learning": 3, "policy": 1}},
        {"id": "weak", "name": "Weak", "area": "Other", "phrases": {"rarely": 1}}
    ]})",
        &error);
    Q_ASSERT_X(error.isEmpty(), "smallTaxonomy", qPrintable(error));
    return taxonomy;
}

// A taxonomy whose scores are easy to follow: each case of rulesOfScoring_data() adds up.
inline Taxonomy scoringTaxonomy()
{
    QString error;
    const Taxonomy taxonomy = Taxonomy::fromJson(R"({"topics": [
        {"id": "alpha", "name": "Alpha", "area": "A", "phrases": {"alpha": 1}, "minScore": 2},
        {"id": "beta", "name": "Beta", "area": "A", "phrases": {"beta": 3}},
        {"id": "gamma", "name": "Gamma", "area": "A", "phrases": {"gamma": 1}, "minScore": 2.5},
        {"id": "net", "name": "Networks", "area": "B", "phrases": {"neural network": 3}},
        {"id": "pruning", "name": "Pruning", "area": "B",
         "phrases": {"neural network pruning": 3, "pruning": 1}},
        {"id": "neural", "name": "Neural", "area": "B", "phrases": {"neural": 3}},
        {"id": "big", "name": "Big", "area": "C", "phrases": {"big": 7}},
        {"id": "side", "name": "Side", "area": "C", "phrases": {"side": 3}},
        {"id": "strong", "name": "Strong", "area": "C", "phrases": {"strong": 4.5}}
    ]})",
        &error);
    Q_ASSERT_X(error.isEmpty(), "scoringTaxonomy", qPrintable(error));
    return taxonomy;
}

// A title and an abstract as a search index chunk hands them over: ids into a table of the
// chunk's distinct tokens, with the classifier's id of each.
struct SplitText
{
    QList<qint32> tokenIds; ///< per table id
    QList<quint32> title;
    QList<quint32> abstract;

    SplitText(
        const TopicClassifier &classifier, const QString &titleText, const QString &abstractText)
    {
        QHash<QString, quint32> table;
        const auto split = [&](const QString &text, QList<quint32> &ids) {
            const QString folded = TextNormalizer::fold(text);
            TextNormalizer::forEachToken(folded, [&](qsizetype start, qsizetype length) {
                const QString token = folded.mid(start, length);
                auto it = table.constFind(token);
                if (it == table.constEnd()) {
                    it = table.insert(token, quint32(tokenIds.size()));
                    tokenIds.append(classifier.tokenId(std::u16string_view(
                        reinterpret_cast<const char16_t *>(token.utf16()), size_t(length))));
                }
                ids.append(*it);
            });
        };
        split(titleText, title);
        split(abstractText, abstract);
    }

    QList<int> classify(const TopicClassifier &classifier) const
    {
        return classifier.classify(tokenIds.constData(),
            { title.constData(), title.constData() + title.size() },
            { abstract.constData(), abstract.constData() + abstract.size() });
    }

    QList<int> classifyIds(const TopicClassifier &classifier) const
    {
        TopicClassifier::TokenIds ids;
        for (quint32 id : title)
            ids.append(tokenIds[id]);
        const qsizetype titleEnd = ids.size();
        ids.append(-1);
        for (quint32 id : abstract)
            ids.append(tokenIds[id]);
        return classifier.classify(ids, titleEnd);
    }
};
