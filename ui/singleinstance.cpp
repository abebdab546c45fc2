// SPDX-License-Identifier: GPL-3.0-or-later
#include "singleinstance.h"

#include "mainwindow.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QLockFile>
#include <QStandardPaths>
#include <QThread>

namespace {

// A first instance that is still starting holds the lock but may not listen yet; one that
// is busy answers late. Past this, the new start runs on its own rather than hang.
constexpr int HandOverMs = 5000;
constexpr char Ack = '\x06';

QString runtimeFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
}

} // namespace

SingleInstance::SingleInstance(const QString &libraryPath, QObject *parent)
    : QObject(parent)
{
    const QByteArray key = QCryptographicHash::hash(
        QFileInfo(libraryPath).absoluteFilePath().toUtf8(), QCryptographicHash::Sha256);
    const QString folder = runtimeFolder();
    if (!folder.isEmpty())
        m_name = folder + QStringLiteral("/paperdesk-") + QString::fromLatin1(key.toHex().left(16));
}

SingleInstance::~SingleInstance() = default;

SingleInstance::Role SingleInstance::start(const QStringList &files)
{
    if (m_name.isEmpty())
        return Role::Alone;
    m_lock = std::make_unique<QLockFile>(m_name + QStringLiteral(".lock"));
    // Never stale by age: the first instance may run for weeks. Stale only when its process
    // is gone, which QLockFile checks by process id and name.
    m_lock->setStaleLockTime(0);
    if (!m_lock->tryLock(0)) {
        const bool held = m_lock->error() == QLockFile::LockFailedError;
        m_lock.reset();
        return held && handOver(files) ? Role::HandedOver : Role::Alone;
    }
    QLocalServer::removeServer(m_name); // the socket file of a crashed instance
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    if (!m_server->listen(m_name)) {
        qWarning("paperdesk: cannot listen on %s (%s); later starts open windows of their own",
            qPrintable(m_name), qPrintable(m_server->errorString()));
        m_lock.reset(); // so that a later start can try again
        return Role::Alone;
    }
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *socket = m_server->nextPendingConnection()) {
            connect(
                socket, &QLocalSocket::readyRead, this, [this, socket] { readMessage(socket); });
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            readMessage(socket);
        }
    });
    return Role::First;
}

bool SingleInstance::handOver(const QStringList &files)
{
    const QDeadlineTimer deadline(HandOverMs);
    QLocalSocket socket;
    for (;;) {
        socket.connectToServer(m_name);
        if (socket.waitForConnected(int(deadline.remainingTime())))
            break;
        if (deadline.hasExpired())
            return false;
        QThread::msleep(50); // the first instance holds the lock but does not listen yet
    }
    QDataStream out(&socket);
    out << files;
    if (!socket.waitForBytesWritten(int(deadline.remainingTime())))
        return false;
    while (socket.bytesAvailable() == 0) {
        if (deadline.hasExpired() || !socket.waitForReadyRead(int(deadline.remainingTime())))
            return false;
    }
    return socket.read(1) == QByteArray(1, Ack);
}

void SingleInstance::readMessage(QLocalSocket *socket)
{
    QDataStream in(socket);
    in.startTransaction();
    QStringList files;
    in >> files;
    if (!in.commitTransaction())
        return; // not all of it yet
    socket->write(QByteArray(1, Ack));
    socket->flush();
    Q_EMIT filesReceived(files);
}

void SingleInstance::serve(MainWindow *window)
{
    connect(this, &SingleInstance::filesReceived, window, [window](const QStringList &files) {
        if (!files.isEmpty())
            window->openFile(files.last());
        window->setWindowState(window->windowState() & ~Qt::WindowMinimized);
        window->show();
        window->raise();
        window->activateWindow();
    });
}
