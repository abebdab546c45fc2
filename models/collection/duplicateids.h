// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

/// Keeps the papers of one list apart when they come out with one id. Tags, read marks, stars
/// and notes are kept by id, so two papers sharing one would share them all; and the list
/// finds a paper by its id. It happens when a list has the same abstract twice (a record
/// repeated, or two titles given one abstract by mistake): such a paper's later copies each
/// get an id of their own, derived from the shared one and the copy's place among the copies
/// (PaperId::copyId()), so their state stays their own from one load to the next as long as
/// the copies keep their order.
class DuplicateIds final
{
    Q_DECLARE_TR_FUNCTIONS(DuplicateIds)
public:
    /// Gives every paper whose id an earlier one of papers has a new id, not taken by any
    /// paper of papers; returns how many were given one.
    static int keepApart(QList<Paper> &papers);
    /// What the user is told after a load that kept count papers apart; empty for 0.
    static QString message(int count);
};
