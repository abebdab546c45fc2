// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

/// What each write of LibraryStore saves, named for the user when it could not be saved
/// (LibraryStore::notSaved): "The tag “x” on 3 papers", "Deleting the tag “x”".
class StoreChange final
{
    Q_DECLARE_TR_FUNCTIONS(StoreChange)

public:
    static QString addTag(const QString &tag, qsizetype papers);
    static QString removeTag(const QString &tag, qsizetype papers);
    static QString renameTag(const QString &from, const QString &to);
    static QString deleteTag(const QString &tag);
    static QString tagOrder();
    static QString restoreTag(const QString &tag, qsizetype papers);
    static QString setRead(bool read, qsizetype papers);
    static QString setStarred(bool starred, qsizetype papers);
    static QString setNote(const QString &note);
    static QString restoreStates(qsizetype papers);

private:
    static QString counted(qsizetype papers);
};
