// SPDX-License-Identifier: GPL-3.0-or-later
#include "menumnemonics.h"

#include <QKeyEvent>
#include <QMenu>

bool MenuMnemonics::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    auto *menu = qobject_cast<QMenu *>(watched);
    if (!menu || !menu->isVisible())
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    // The keys QMenu itself takes as mnemonics: one character, bare or with Shift or Alt.
    if (key->text().size() != 1
        || (key->modifiers() & ~(Qt::ShiftModifier | Qt::AltModifier | Qt::KeypadModifier)))
        return false;
    const int wanted = key->text().at(0).toUpper().unicode();
    const auto actions = menu->actions();
    for (const QAction *action : actions) {
        if (!action->isVisible() || !action->isEnabled() || action->isSeparator())
            continue;
        const QKeySequence mnemonic = QKeySequence::mnemonic(action->text());
        if (!mnemonic.isEmpty() && mnemonic[0].key() == wanted) {
            event->accept();
            return true;
        }
    }
    return false;
}
