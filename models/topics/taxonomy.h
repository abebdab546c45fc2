// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

/*
 * Topic file format (resources/topics.json is the built-in one; a user file in the same format
 * is merged over it, see Taxonomy::merge):
 *
 *   {
 *     "format": "paperdesk-topics",          optional marker
 *     "version": 1,                          optional; files with a higher version are refused
 *     "areas": ["Deep learning", ...],       optional display order of the areas
 *     "topics": [
 *       {
 *         "id": "diffusion",                 required, unique, stable: saved selections use it
 *         "name": "Diffusion models",        required, shown in the sidebar and in exports
 *         "area": "Generative models",       required, the sidebar group (areas are not topics)
 *         "phrases": {                       required: phrase → weight, or a list of phrases
 *           "diffusion model": 3,            (weight 1 each)
 *           "denoising": 1
 *         },
 *         "not": {"diffusion tensor": 4},    optional: phrases that count against the topic
 *         "minScore": 3,                     optional score a paper needs (default 3)
 *         "broad": true                      optional: a topic that spans a field; narrower
 *                                            topics are not held to its score
 *       }
 *     ],
 *     "baselineGuard": {                     optional: words that mark a phrase as named only
 *       "before": ["outperform", "than"],    to be compared with, up to three words before
 *       "after": ["baseline"]                it or two after ("an LSTM baseline"): such a
 *     }                                      mention counts for no topic
 *   }
 *
 * Phrases match whole words, case- and diacritic-insensitively (TextNormalizer), with a plural
 * "s" ignored ("diffusion model" matches "Diffusion Models"); punctuation and hyphens separate
 * words ("text-to-image" is "text to image"). A phrase found in the title counts double. By
 * convention a weight of 3 decides a topic on its own, 2 is strong evidence and 1 supports.
 */

/// One weighted phrase of a topic, as written in the file.
struct TopicPhrase
{
    QString text;
    double weight = 1.0;
};

/// A leaf topic a paper can have; its area is only a group name.
struct Topic
{
    QString id;
    QString name;
    QString area;
    QList<TopicPhrase> phrases;
    QList<TopicPhrase> negatives;
    double minScore = 3.0;
    bool broad = false; ///< spans a field: a narrower topic beside it need not come close
};

/// The list of topics, grouped in areas. A plain value; the classifier compiles it.
class Taxonomy
{
public:
    /// The taxonomy shipped in the binary (":/topics.json"); empty only if the resource is bad.
    static Taxonomy builtIn();
    /// Parses the format above. On failure returns an empty taxonomy and sets *error to a
    /// translated message with the line and column (JSON syntax) or the topic (content).
    static Taxonomy fromJson(const QByteArray &json, QString *error = nullptr);

    /// User topics with an id already present replace that topic in place; others are added.
    void merge(const Taxonomy &user);

    int size() const { return int(m_topics.size()); }
    bool isEmpty() const { return m_topics.isEmpty(); }
    const Topic &topic(int i) const { return m_topics.at(i); }
    const QList<Topic> &topics() const { return m_topics; }

    /// The words of "baselineGuard" (see above), as written in the file.
    const QStringList &baselineGuardBefore() const { return m_guardBefore; }
    const QStringList &baselineGuardAfter() const { return m_guardAfter; }

    /// Area names in display order; every area has at least one topic.
    QStringList areas() const;
    /// Indices of the topics in an area (exact name), in file order.
    QList<int> topicsInArea(const QString &area) const;
    /// Index of the topic with this display name, case-insensitively; -1 when there is none.
    int indexOfName(QStringView name) const;
    /// Index of the topic with this id; -1 when there is none.
    int indexOfId(QStringView id) const;

private:
    QList<Topic> m_topics;
    QStringList m_areaOrder;
    QStringList m_guardBefore;
    QStringList m_guardAfter;
};
