// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "paper.h"

class TopicClassifier;

/// Fills what a reader could not: the stable id, a display title, links from the abstract and
/// topics. Values from the source win: a real title is kept, the source's links come first.
/// derive() is const and touches only the paper it is given, so papers can be derived in
/// parallel (QtConcurrent::blockingMap) with one shared deriver.
class PaperDeriver final
{
public:
    explicit PaperDeriver(const TopicClassifier &classifier);

    /// Sets id (when null), title and titleDerived (when the title is empty), appends the
    /// abstract's links after the existing ones without duplicates, and sets topics.
    void derive(Paper &paper) const;

private:
    const TopicClassifier &m_classifier;
};
