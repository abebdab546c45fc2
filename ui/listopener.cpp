// SPDX-License-Identifier: GPL-3.0-or-later
#include "listopener.h"

#include "collection/collectionloader.h"
#include "loadprogresswidget.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>

ListOpener::ListOpener(Taxonomy taxonomy, QWidget *window, QStatusBar *statusBar)
    : QObject(window)
    , m_loader(new CollectionLoader(std::move(taxonomy), this))
    , m_progress(new LoadProgressWidget(window))
    , m_window(window)
    , m_statusBar(statusBar)
{
    m_statusBar->addPermanentWidget(m_progress);
    m_progress->follow(m_loader);
    connect(m_progress, &LoadProgressWidget::cancelRequested, this, &ListOpener::cancel);
    connect(
        m_loader, &CollectionLoader::previewReady, this, [this](const LoadedCollectionPtr &first) {
            show(first);
            m_statusBar->showMessage(
                tr("Showing the first %L1 papers while the rest loads…").arg(first->size()));
        });
    connect(m_loader, &CollectionLoader::loaded, this, &ListOpener::showComplete);
    connect(m_loader, &CollectionLoader::failed, this, &ListOpener::showError);
}

const Taxonomy &ListOpener::taxonomy() const
{
    return m_loader->taxonomy();
}

void ListOpener::open(const QString &path)
{
    if (!m_loader->isLoading())
        m_shownBeforeOpening = m_shown;
    m_progress->start();
    m_statusBar->showMessage(tr("Opening %1…").arg(QFileInfo(path).fileName()));
    m_loader->start(path);
}

void ListOpener::cancel()
{
    m_loader->cancel();
    if (m_shown != m_shownBeforeOpening)
        show(m_shownBeforeOpening);
    m_statusBar->showMessage(tr("Opening cancelled"), 6000);
    Q_EMIT cancelled();
}

void ListOpener::stop()
{
    m_loader->cancel();
}

// By value: cancel() hands it m_shownBeforeOpening, which showComplete() resets.
void ListOpener::show(LoadedCollectionPtr collection)
{
    m_shown = collection;
    Q_EMIT showList(collection);
}

void ListOpener::showComplete(const LoadedCollectionPtr &collection)
{
    show(collection);
    m_shownBeforeOpening.reset(); // not kept in memory beside the list now shown
    if (const QStringList notes = collection->idNotes(); !notes.isEmpty())
        m_statusBar->showMessage(notes.join(QLatin1String(". ")));
    else
        m_statusBar->clearMessage();
    Q_EMIT listShown(collection->collection.name);
}

void ListOpener::showError(const ReadError &error)
{
    // A large list shows its first papers while the rest is read; when the rest turns out
    // malformed, those papers go and the list open before comes back, as on a cancel.
    if (m_shown != m_shownBeforeOpening)
        show(m_shownBeforeOpening);
    m_statusBar->clearMessage();
    Q_EMIT failed(error);
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Cannot open the list"),
        tr("Paperdesk could not open “%1”.").arg(QFileInfo(error.path).fileName()), QMessageBox::Ok,
        m_window);
    box->setTextFormat(Qt::PlainText);
    box->setInformativeText(
        error.toString() + (m_shown ? tr("\n\nThe list that was open stays open.") : QString()));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}
