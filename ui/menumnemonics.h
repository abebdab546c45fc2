// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

/// Lets an open menu have the keys of its mnemonics: with File open, R opens Open &Recent and
/// 1 picks its first list, instead of marking the current paper read or toggling tag 1.
///
/// Qt asks the open menu first whether it wants a key that is also a shortcut
/// (ShortcutOverride), and a QMenu claims only arrows, Enter and Escape; so the list's
/// one-key shortcuts (R, S, T, 1-9), whose widget still has the focus behind the menu, won.
/// Installed on the application, it claims for a menu the keys that name one of its items.
class MenuMnemonics final : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};
