// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/loadedcollection.h"
#include "formats/readerror.h"
#include "topics/taxonomy.h"

#include <QObject>

class CollectionLoader;
class LoadProgressWidget;
class QStatusBar;
class QWidget;

/// Opens paper lists for the window and decides which list it shows meanwhile: the first
/// papers of a new list as soon as they are read, the whole list once it is indexed, and the
/// list that was open before when the user cancels (a list that cannot be read changes
/// nothing, even when its first papers were already shown). It tells the user how the open
/// goes: a progress bar with a cancel button and a line in the status bar, and a dialog when
/// the list cannot be read.
class ListOpener final : public QObject
{
    Q_OBJECT
public:
    /// window parents the error dialog; the progress bar goes into statusBar.
    ListOpener(Taxonomy taxonomy, QWidget *window, QStatusBar *statusBar);

    /// Reads path on a worker thread; the list shown stays until the new one is ready.
    void open(const QString &path);
    /// Stops the open; nothing of it stays: a preview of it gives way to the list open before.
    void cancel();
    /// Stops the worker and shows nothing more (the window is closing).
    void stop();
    /// The list last handed to showList() (null before the first).
    LoadedCollectionPtr shownList() const { return m_shown; }
    const Taxonomy &taxonomy() const;

Q_SIGNALS:
    /// The window shows this list now (null: no list).
    void showList(const LoadedCollectionPtr &collection);
    /// After a list is shown in full.
    void listShown(const QString &name);
    void failed(const ReadError &error);
    /// The user stopped the list being opened; the list shown before it (if any) is back.
    void cancelled();

private:
    void show(LoadedCollectionPtr collection);
    void showComplete(const LoadedCollectionPtr &collection);
    void showError(const ReadError &error);

    CollectionLoader *m_loader;
    LoadProgressWidget *m_progress;
    QWidget *m_window;
    QStatusBar *m_statusBar;
    LoadedCollectionPtr m_shown;
    // What a cancelled open goes back to; not kept once the new list is shown in full.
    LoadedCollectionPtr m_shownBeforeOpening;
};
