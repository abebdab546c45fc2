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
#include <QTimer>

namespace {

// A first instance that is still starting holds the lock but may not listen yet; one that
// is busy answers late, or serves others first (each for SingleInstance::idleMs at most).
// Past this, the new start runs on its own rather than hang.
constexpr int HandOverMs = 8000;
constexpr char Ack = '\x06';
// A message is its length (4 bytes, big-endian) and then a QDataStream of the paths.
constexpr qint64 lengthBytes = 4;
// Qt closes a server that fails to accept (out of descriptors); it is listened on again.
constexpr int checkListeningMs = 3000;

QByteArray framed(const QStringList &files)
{
    QByteArray body;
    QDataStream bodyStream(&body, QIODevice::WriteOnly);
    bodyStream << files;
    QByteArray message;
    QDataStream lengthStream(&message, QIODevice::WriteOnly);
    lengthStream << quint32(body.size());
    return message + body;
}

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
    if (!listen()) {
        qWarning("paperdesk: cannot listen on %s (%s); later starts open windows of their own",
            qPrintable(m_name), qPrintable(m_server->errorString()));
        m_lock.reset(); // so that a later start can try again
        return Role::Alone;
    }
    connect(m_server, &QLocalServer::newConnection, this, &SingleInstance::takeClients);
    auto *check = new QTimer(this);
    connect(check, &QTimer::timeout, this, [this] {
        if (!m_server->isListening() && !listen())
            qWarning("paperdesk: cannot listen on %s again (%s)", qPrintable(m_name),
                qPrintable(m_server->errorString()));
    });
    check->start(checkListeningMs);
    return Role::First;
}

bool SingleInstance::listen()
{
    QLocalServer::removeServer(m_name); // the socket file of a crashed instance, or our own
    if (!m_server) {
        m_server = new QLocalServer(this);
        m_server->setSocketOptions(QLocalServer::UserAccessOption);
        // Qt takes no more from the system's queue while this many wait to be taken.
        m_server->setMaxPendingConnections(mostClients);
    }
    return m_server->listen(m_name);
}

void SingleInstance::takeClients()
{
    while (m_server->hasPendingConnections()) {
        // Full: the connection served longest makes room. A real start sends its message the
        // moment it connects, so a flood of idle connections cycles past it, never ahead.
        m_clients.removeAll(nullptr);
        if (m_clients.size() >= mostClients) {
            QLocalSocket *oldest = m_clients.takeFirst();
            oldest->abort();
            oldest->deleteLater();
        }
        QLocalSocket *socket = m_server->nextPendingConnection();
        m_clients.append(socket);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] { readMessage(socket); });
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        // A connection that says nothing whole in time is dropped: its place is another's.
        QTimer::singleShot(idleMs, socket, [socket] {
            socket->abort();
            socket->deleteLater();
        });
        readMessage(socket);
    }
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
    socket.write(framed(files));
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
    // Only the length is looked at until the whole message is there: a message sent a byte at
    // a time is read once, not again at every byte. One message a connection.
    if (socket->property("served").toBool() || socket->bytesAvailable() < lengthBytes)
        return;
    quint32 length = 0;
    QDataStream lengthStream(socket->peek(lengthBytes));
    lengthStream >> length;
    if (length > longestMessage) {
        socket->abort(); // no list of paths is this long
        socket->deleteLater();
        return;
    }
    if (socket->bytesAvailable() < lengthBytes + qint64(length))
        return;
    socket->skip(lengthBytes);
    QStringList files;
    QDataStream in(socket->read(length));
    in >> files;
    if (in.status() != QDataStream::Ok) {
        socket->abort();
        socket->deleteLater();
        return;
    }
    socket->setProperty("served", true);
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
