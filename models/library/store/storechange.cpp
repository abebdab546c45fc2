// SPDX-License-Identifier: GPL-3.0-or-later
#include "storechange.h"

QString StoreChange::addTag(const QString &tag, qsizetype papers)
{
    return papers == 0 ? tr("The new tag “%1”").arg(tag)
                       : tr("The tag “%1” on %2").arg(tag, counted(papers));
}

QString StoreChange::removeTag(const QString &tag, qsizetype papers)
{
    return tr("Removing the tag “%1” from %2").arg(tag, counted(papers));
}

QString StoreChange::renameTag(const QString &from, const QString &to)
{
    return tr("Renaming the tag “%1” to “%2”").arg(from, to);
}

QString StoreChange::deleteTag(const QString &tag)
{
    return tr("Deleting the tag “%1”").arg(tag);
}

QString StoreChange::tagOrder()
{
    return tr("The new order of your tags");
}

QString StoreChange::restoreTag(const QString &tag, qsizetype papers)
{
    return tr("Restoring the tag “%1” on %2").arg(tag, counted(papers));
}

QString StoreChange::setRead(bool read, qsizetype papers)
{
    return read ? tr("The read mark on %1").arg(counted(papers))
                : tr("Marking %1 unread").arg(counted(papers));
}

QString StoreChange::setStarred(bool starred, qsizetype papers)
{
    return starred ? tr("The star on %1").arg(counted(papers))
                   : tr("Removing the star from %1").arg(counted(papers));
}

QString StoreChange::setNote(const QString &note)
{
    return note.isEmpty() ? tr("Removing a note") : tr("Your note");
}

QString StoreChange::restoreStates(qsizetype papers)
{
    return tr("Restoring the marks and notes of %1").arg(counted(papers));
}

// English needs its singular spelt out when no translation is loaded ("1 paper").
QString StoreChange::counted(qsizetype papers)
{
    return papers == 1 ? tr("1 paper") : tr("%Ln papers", nullptr, int(papers));
}
