// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarysession.h"

#include "library/store/librarystore.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QMessageBox>
#include <QTimer>
#include <QWidget>

namespace {

// A long burst is summed up: the dialog stays readable.
constexpr int ListedChanges = 8;

} // namespace

LibrarySession::LibrarySession(LibraryStore *store, QWidget *window)
    : QObject(window)
    , m_store(store)
    , m_window(window)
{
    connect(m_store, &LibraryStore::notSaved, this, &LibrarySession::showNotSaved);
    m_window->installEventFilter(this);
}

// The user's state must never be lost silently: a damaged file was moved aside (say where),
// and a library that cannot be opened or created is left alone while this session works on
// one in memory (say where, why, and that nothing will be kept).
void LibrarySession::open(const QString &path)
{
    const bool existed = QFileInfo::exists(path);
    if (m_store->open(path)) {
        if (!m_store->recoveryMessage().isEmpty())
            showLater(new QMessageBox(QMessageBox::Warning, tr("Your library"),
                m_store->recoveryMessage(), QMessageBox::Ok, m_window));
        return;
    }
    const QString error = m_store->lastError();
    const QString what = existed
        ? tr("Your tags, read marks and notes in “%1” could not be opened: %2\n\nThe file "
             "was left untouched.")
              .arg(QDir::toNativeSeparators(path), error)
        : tr("Paperdesk could not create your library in the folder “%1”: %2\n\nNothing "
             "was written there.")
              .arg(QDir::toNativeSeparators(QFileInfo(path).absolutePath()), error);
    m_store->open(QStringLiteral(":memory:"));
    showLater(new QMessageBox(QMessageBox::Warning, tr("Your library"),
        what
            + tr(" Paperdesk now uses an empty library that lives only until you quit: "
                 "tags, read marks and notes you add in this session will not be kept."),
        QMessageBox::Ok, m_window));
}

// Once the window is up, so that the dialog is modal to it rather than floating alone.
void LibrarySession::showLater(QMessageBox *box)
{
    box->setTextFormat(Qt::PlainText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QTimer::singleShot(0, box, [box] { box->open(); });
}

void LibrarySession::showNotSaved(const QString &change)
{
    const bool full = m_store->lastErrorKind() == LibraryStore::ErrorKind::DiskFull;
    const QString why = full ? tr("the disk that holds your library is full")
                             : tr("the library database reported an error");
    if (!m_notSavedBox) {
        m_notSaved.clear();
        m_notSavedBox = new QMessageBox(
            QMessageBox::Warning, tr("Not saved"), QString(), QMessageBox::Ok, m_window);
        m_notSavedBox->setTextFormat(Qt::PlainText);
        m_notSavedBox->setAttribute(Qt::WA_DeleteOnClose);
        m_notSavedBox->open();
    }
    if (!m_notSaved.contains(change))
        m_notSaved.append(change);
    const qsizetype n = m_notSaved.size();
    QString text;
    if (n == 1) {
        text = tr("%1 was not saved: %2.").arg(change, why);
    } else {
        text = tr("%n changes were not saved: %1.", nullptr, int(n)).arg(why);
        for (qsizetype i = 0; i < std::min<qsizetype>(n, ListedChanges); ++i)
            text += QStringLiteral("\n• ") + m_notSaved.at(i);
        if (n > ListedChanges)
            text += QStringLiteral("\n• ") + tr("and %n more", nullptr, int(n - ListedChanges));
    }
    m_notSavedBox->setText(text);
    const QString folder = QDir::toNativeSeparators(QFileInfo(m_store->path()).absolutePath());
    m_notSavedBox->setInformativeText(full
            ? tr("Everything saved before is kept. Free some space on the disk of %1, "
                 "then make the change again.")
                  .arg(folder)
            : tr("Everything saved before is kept. The error: %1").arg(m_store->lastError()));
}

bool LibrarySession::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::WindowActivate)
        m_store->checkForChanges();
    return QObject::eventFilter(watched, event);
}
