#pragma once

#include "board/formats.h"

#include <QByteArray>
#include <QString>

// Reads a whole file up to a limit (core::kMaxFileBytes, as the CLI): a huge file or an endless
// one (/dev/zero) is refused once that much has been read, instead of filling the memory.
namespace BoundedFile {

enum class Status { Ok, CannotOpen, TooLarge };

struct Contents
{
    Status status = Status::CannotOpen;
    QByteArray bytes; // the file when Ok
    QString reason; // why it cannot be opened or read (the system's words), when CannotOpen
};

Contents read(const QString &path, qint64 maxBytes = qint64(core::kMaxFileBytes));
// The limit in MiB, for messages.
inline int limitMiB()
{
    return int(core::kMaxFileBytes >> 20);
}

} // namespace BoundedFile
