// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <memory>

class MainWindow;
class QLocalServer;
class QLocalSocket;
class QLockFile;

/// One Paperdesk per user and library, as desktop applications are: the first start listens
/// on a local socket; a later start hands its file to it, which opens the file and raises its
/// window, and exits.
///
/// The socket and a lock file live in the user's runtime folder (XDG_RUNTIME_DIR, private to
/// the user), named after a hash of the library path, so two libraries (or two test runs with
/// their own data folders) never meet. The lock file, held for the life of the first instance,
/// decides who is first, also when two starts race; the lock and socket of a crashed instance
/// are taken over (QLockFile sees that its process is gone, and the stale socket is removed
/// before listening). A running instance that does not answer within a few seconds is left
/// alone, and the new start runs on its own.
///
/// The socket is open to the user's own programs only, and any of them may misbehave: the
/// server serves at most mostClients connections at a time (a new one drops the oldest),
/// drops a connection that has not sent its whole message within a couple of seconds, refuses a
/// message longer than longestMessage (a list of paths needs far less), reads each message once it
/// is whole (its length comes first), and listens again should Qt ever stop listening (it does when
/// it runs out of file descriptors).
class SingleInstance final : public QObject
{
    Q_OBJECT
public:
    enum class Role
    {
        First, ///< listening: later starts hand their files to this one
        HandedOver, ///< the running instance took the files: exit now
        Alone, ///< no hand-over possible (no answer, no runtime folder): run without listening
    };

    explicit SingleInstance(const QString &libraryPath, QObject *parent = nullptr);
    ~SingleInstance() override;

    /// Decides this start's role. files are absolute paths to hand over (empty: only raise
    /// the running window).
    Role start(const QStringList &files);
    /// The running instance's end: files received open in window (the last one, as on the
    /// command line) and window comes to the front.
    void serve(MainWindow *window);
    /// The socket's path, for tests.
    QString serverName() const { return m_name; }

    static constexpr int mostClients = 8;
    static constexpr int idleMs = 2000;
    static constexpr qint64 longestMessage = 1 << 20;

Q_SIGNALS:
    void filesReceived(const QStringList &files);

private:
    bool listen();
    bool handOver(const QStringList &files);
    void takeClients();
    void readMessage(QLocalSocket *socket);

    QString m_name;
    std::unique_ptr<QLockFile> m_lock;
    QLocalServer *m_server = nullptr;
    QList<QPointer<QLocalSocket>> m_clients; ///< connections being served, oldest first
};
