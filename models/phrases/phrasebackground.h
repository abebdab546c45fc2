// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>

class QIODevice;

/// How common each phrase is in research papers at large: the background a list's phrases
/// are measured against (DistinctivePhrases). Built by scripts/build-phrase-background from
/// the 78,000-paper corpus (vision, robotics, learning theory and ML venues) and shipped as
/// :/phrases/background.tsv.
///
/// The file: a first line `papers<TAB>N<TAB>min<TAB>M` (N papers counted, phrases in fewer
/// than M papers left out), then one `phrase<TAB>papers` line per phrase, folded words joined
/// by single spaces as PhraseCounter writes them.
class PhraseBackground
{
public:
    /// The shipped table, read once (thread-safe).
    static const PhraseBackground &builtIn();
    /// Reads a table; false with *error set (saying the line) when it is malformed.
    bool read(QIODevice &device, QString *error);

    qsizetype papers() const { return m_papers; }
    /// Papers of the background that hold the phrase. A phrase the table leaves out is taken
    /// to be in half the table's minimum: rare, but not unheard of.
    double papersWith(const QString &phrase) const;
    /// The most papers of the background that may hold the phrase: its count, or the table's
    /// minimum for a phrase left out. What a test of significance assumes, so that a phrase
    /// is never called rare on no evidence.
    double mostPapersWith(const QString &phrase) const;
    qsizetype phraseCount() const { return m_papersWith.size(); }

private:
    qsizetype m_papers = 0;
    qsizetype m_minimum = 1;
    QHash<QString, qint32> m_papersWith;
};
