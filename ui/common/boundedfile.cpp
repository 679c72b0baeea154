#include "common/boundedfile.h"

#include <QFile>

namespace BoundedFile {

Contents read(const QString &path, qint64 maxBytes)
{
    Contents out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.reason = file.errorString();
        return out;
    }
    // In pieces, stopping one byte past the limit: a device without an end (/dev/zero) gives that
    // much and no more, and nothing is allocated for the limit up front.
    if (!file.isSequential() && file.size() > maxBytes) {
        out.status = Status::TooLarge;
        return out;
    }
    if (!file.isSequential())
        out.bytes.reserve(qsizetype(file.size()));
    char buffer[1 << 16];
    for (;;) {
        const qint64 n = file.read(buffer, sizeof buffer);
        if (n < 0) {
            out.bytes.clear();
            out.reason = file.errorString();
            return out;
        }
        if (n == 0)
            break;
        out.bytes.append(buffer, qsizetype(n));
        if (out.bytes.size() > maxBytes) {
            out.bytes.clear();
            out.status = Status::TooLarge;
            return out;
        }
    }
    out.status = Status::Ok;
    return out;
}

} // namespace BoundedFile
