// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QVarLengthArray>

/// Which of a paper's scored topics it is filed under. The best topic and the best narrow one
/// lead; every other topic is a side topic, kept only on the evidence docs/topics.md describes
/// (named in the title, or strong in the abstract), so a method or a data set mentioned on the
/// side does not file the paper. TopicClassifier scores; this chooses.
class TopicSelection final
{
public:
    struct Candidate
    {
        int topic = -1; ///< index into the taxonomy
        float score = 0; ///< the paper's score for it
        float minScore = 0; ///< the topic's own minimum (Topic::minScore)
        bool broad = false; ///< Topic::broad: measured against every topic, not the narrow ones
        bool namedInTitle = false; ///< a phrase of it is in the title
    };

    /// Up to maxTopics topic indices, best first, equal scores in topic order; empty when the
    /// evidence is too weak for any. candidates is reordered.
    static QList<int> choose(QVarLengthArray<Candidate, 32> &candidates, int maxTopics);
};
