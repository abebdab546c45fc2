// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>

class LibraryStore;
class QMessageBox;
class QWidget;

/// The window's side of the user's library: opens it (or, when that fails, an empty one in
/// memory, and says what happened and where), shows a dialog naming each change the library
/// could not save (a full disk), and reloads what another process changed whenever the
/// window is activated (LibraryStore::checkForChanges()).
class LibrarySession final : public QObject
{
    Q_OBJECT
public:
    /// window parents the dialogs; its activation checks the library for changes.
    LibrarySession(LibraryStore *store, QWidget *window);

    /// Opens the library at path; on failure the session works on a library in memory.
    void open(const QString &path);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showNotSaved(const QString &change);
    void showLater(QMessageBox *box);

    LibraryStore *m_store;
    QWidget *m_window;
    // One dialog per burst of failures: changes that fail while it is open are added to it.
    QPointer<QMessageBox> m_notSavedBox;
    QStringList m_notSaved;
};
