// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

/// Help ▸ About Paperdesk: what the program is and its version, in one place of its own so
/// that the window that offers it holds no help text.
class AboutBox final
{
    Q_DECLARE_TR_FUNCTIONS(AboutBox)
public:
    /// The text shown: the name, QCoreApplication::applicationVersion() and what it is for.
    static QString text();
    /// Shows the box over parent and returns when it is closed.
    static void show(QWidget *parent);
};
