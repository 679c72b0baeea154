#include "options.h"

#include "cli.h"

#include <QCommandLineOption>

#include <algorithm>
#include <cstdlib>

namespace cli {

namespace {

constexpr int kWidth = 100; // the help's columns
constexpr int kOptionColumn = 30; // where an option's description starts

// The whole of `text` as a whole number, or nothing.
std::optional<long long> wholeNumber(const std::string &text)
{
    try {
        std::size_t used = 0;
        const long long n = std::stoll(text, &used);
        if (used == text.size())
            return n;
    } catch (...) { }
    return std::nullopt;
}

std::string local(const QString &text)
{
    return text.toLocal8Bit().toStdString();
}

QString dashed(const QString &name)
{
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}

// The columns a character takes in a terminal: two for the wide ones (CJK, full-width forms),
// one for the others.
int columns(QChar c)
{
    const char16_t u = c.unicode();
    const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF)
        || (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF)
        || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60)
        || (u >= 0xFFE0 && u <= 0xFFE6);
    return wide ? 2 : 1;
}

int columns(const QString &text)
{
    int n = 0;
    for (const QChar c : text)
        n += columns(c);
    return n;
}

// `text` broken into lines of at most `width` columns at spaces, or anywhere in a word wider
// than a line (Japanese has no spaces); each line after the first starts with `indent` spaces.
QString wrap(const QString &text, int width, int indent)
{
    QString out;
    int column = 0;
    const auto newLine = [&] {
        out += QLatin1Char('\n') + QString(indent, QLatin1Char(' '));
        column = 0;
    };
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &word : words) {
        const int w = columns(word);
        if (column > 0 && column + 1 + w > width)
            newLine();
        else if (column > 0) {
            out += QLatin1Char(' ');
            ++column;
        }
        if (w <= width - column) {
            out += word;
            column += w;
            continue;
        }
        // A line may break before or after a wide character, and inside a run of narrow ones
        // only when the run is wider than a line.
        for (qsizetype i = 0; i < word.size();) {
            qsizetype end = i + 1;
            if (columns(word[i]) == 1)
                while (end < word.size() && columns(word[end]) == 1)
                    ++end;
            const QString piece = word.mid(i, end - i);
            if (column > 0 && column + columns(piece) > width && columns(piece) <= width)
                newLine();
            for (const QChar c : piece) {
                if (column + columns(c) > width)
                    newLine();
                out += c;
                column += columns(c);
            }
            i = end;
        }
    }
    return out;
}

// What the help adds to an option's description: its range and default.
QString details(const Option &o)
{
    QStringList parts;
    if (o.ranged())
        parts << (o.max == std::numeric_limits<long long>::max()
                ? CliText::tr("at least %1").arg(o.min)
                : CliText::tr("%1 to %2", "a range of whole numbers").arg(o.min).arg(o.max));
    if (!o.defaultValue.isEmpty())
        parts << CliText::tr("default: %1").arg(o.defaultValue);
    return parts.isEmpty()
        ? QString()
        : QStringLiteral(" (") + parts.join(QStringLiteral("; ")) + QLatin1Char(')');
}

QString withValue(const Option &o)
{
    return o.takesValue() ? o.spelled() + QLatin1Char(' ') + o.valueName : o.spelled();
}

} // namespace

bool Option::ranged() const
{
    return min != std::numeric_limits<long long>::min()
        || max != std::numeric_limits<long long>::max();
}

QString Option::spelled() const
{
    QStringList out;
    for (const QString &name : names)
        out << dashed(name);
    return out.join(QStringLiteral(", "));
}

std::vector<Option> commonOptions()
{
    std::vector<Option> options;
    options.push_back({ { QStringLiteral("lang") }, QStringLiteral("en|de|ja"),
        QT_TRANSLATE_NOOP("CliText",
            "the language of the messages; without it the locale's (LC_ALL, LC_MESSAGES, LANG)"),
        {}, std::numeric_limits<long long>::min(), std::numeric_limits<long long>::max(),
        QStringLiteral("de") });
    options.push_back({ { QStringLiteral("h"), QStringLiteral("help") }, {},
        QT_TRANSLATE_NOOP("CliText", "this help") });
    Option list { { QStringLiteral("list-options") }, {},
        QT_TRANSLATE_NOOP("CliText", "the options as a table, for the tests") };
    list.hidden = true;
    options.push_back(list);
    return options;
}

std::vector<Option> allOptions(const Command &command)
{
    std::vector<Option> options = command.options();
    for (Option &o : commonOptions())
        options.push_back(std::move(o));
    return options;
}

QString synopsis(const Command &command)
{
    const QString lead
        = CliText::tr("usage: %1").arg(QStringLiteral("sudoku-cli ") + QLatin1String(command.name));
    QStringList words;
    const std::vector<Option> options = command.options();
    for (const Option &o : options)
        if (o.required && !o.hidden)
            words << withValue(o);
    if (*command.arguments)
        words << QString::fromLatin1(command.arguments);
    for (const Option &o : options)
        if (!o.required && !o.hidden)
            words << QLatin1Char('[') + withValue(o) + QLatin1Char(']');
    QString out = lead;
    int column = int(lead.size());
    for (const QString &word : words) {
        if (column > lead.size() && column + 1 + word.size() > kWidth) {
            out += QLatin1Char('\n') + QString(lead.size() + 1, QLatin1Char(' '));
            column = int(lead.size()) + 1;
        } else {
            out += QLatin1Char(' ');
            ++column;
        }
        out += word;
        column += int(word.size());
    }
    return out + QLatin1Char('\n');
}

QString helpText(const Command &command)
{
    QString out = synopsis(command) + QLatin1Char('\n');
    out += CliText::tr(command.description) + QLatin1Char('\n');
    out += QLatin1Char('\n') + CliText::tr("options:") + QLatin1Char('\n');
    for (const Option &o : allOptions(command)) {
        if (o.hidden)
            continue;
        QString label = QStringLiteral("  ") + withValue(o);
        if (label.size() + 2 > kOptionColumn)
            label += QLatin1Char('\n') + QString(kOptionColumn, QLatin1Char(' '));
        else
            label = label.leftJustified(kOptionColumn);
        out += label
            + wrap(CliText::tr(o.description) + details(o), kWidth - kOptionColumn, kOptionColumn)
            + QLatin1Char('\n');
    }
    // The first option that takes a value, with its example, shows the other spelling.
    for (const Option &o : allOptions(command))
        if (o.takesValue() && !o.example.isEmpty()) {
            out += QLatin1Char('\n')
                + CliText::tr("An option's value may also follow an equals sign (%1).")
                      .arg(dashed(o.names.back()) + QLatin1Char('=') + o.example)
                + QLatin1Char('\n');
            break;
        }
    return out;
}

QString optionList(const Command &command)
{
    QString out;
    for (const Option &o : allOptions(command)) {
        QStringList names;
        for (const QString &name : o.names)
            names << dashed(name);
        out += names.join(QLatin1Char(',')) + QLatin1Char('\t')
            + (o.takesValue() ? o.valueName : QStringLiteral("-")) + QLatin1Char('\t')
            + (o.example.isEmpty() ? QStringLiteral("-") : o.example) + QLatin1Char('\t')
            + (o.hidden ? QStringLiteral("hidden") : QStringLiteral("shown")) + QLatin1Char('\n');
    }
    return out;
}

QString commandList(const std::vector<const Command *> &commands)
{
    int width = 0;
    for (const Command *c : commands)
        width = std::max(width, int(std::strlen(c->name) + 1 + std::strlen(c->arguments)));
    const int column = 2 + width + 3;
    QString out;
    for (const Command *c : commands) {
        const QString label
            = QStringLiteral("  %1 %2").arg(QLatin1String(c->name), QLatin1String(c->arguments));
        out += label.leftJustified(column) + wrap(CliText::tr(c->summary), kWidth - column, column)
            + QLatin1Char('\n');
    }
    return out;
}

CommandLine::CommandLine(const Command &command, const QStringList &arguments)
    : m_command { command }
    , m_options { allOptions(command) }
{
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    for (const Option &o : m_options)
        m_parser.addOption(QCommandLineOption(o.names, CliText::tr(o.description), o.valueName));
    const bool parsed = m_parser.parse(QStringList { QStringLiteral("sudoku-cli") } + arguments);
    for (const QString &word : m_parser.positionalArguments())
        m_positional.push_back(local(word));
    if (parsed)
        return;
    // The parser says what went wrong in its words; ours name the word as it was written, as
    // the README shows them: "unknown option --bogus", "--threads needs a value".
    const auto find = [&](const QString &name) -> const Option * {
        for (const Option &o : m_options)
            if (o.names.contains(name))
                return &o;
        return nullptr;
    };
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &word = arguments[i];
        if (word == QLatin1String("--"))
            break;
        if (word.size() < 2 || !word.startsWith(QLatin1Char('-')))
            continue;
        const QString body = word.mid(word.startsWith(QLatin1String("--")) ? 2 : 1);
        const QString name = body.section(QLatin1Char('='), 0, 0);
        const bool assigned = body.contains(QLatin1Char('='));
        const Option *o = find(name);
        if (!o) {
            m_error = "unknown option " + local(word);
            return;
        }
        if (!o->takesValue() && assigned) {
            m_error = local(dashed(name)) + " takes no value";
            return;
        }
        if (o->takesValue() && !assigned) {
            if (i + 1 == arguments.size()) {
                m_error = local(dashed(name)) + " needs a value";
                return;
            }
            ++i; // its value, whatever it looks like
        }
    }
    m_error = local(m_parser.errorText());
}

const Option &CommandLine::option(const char *name) const
{
    for (const Option &o : m_options)
        if (o.names.contains(QLatin1String(name)))
            return o;
    std::fprintf(stderr, "sudoku-cli %s: internal error: the option --%s is not in the table\n",
        m_command.name, name);
    std::abort();
}

QString CommandLine::text(const Option &o) const
{
    return m_parser.isSet(o.names.front()) ? m_parser.value(o.names.front()) : o.defaultValue;
}

bool CommandLine::flag(const char *name) const
{
    return m_parser.isSet(option(name).names.front());
}

std::optional<std::string> CommandLine::given(const char *name) const
{
    const Option &o = option(name);
    if (!m_parser.isSet(o.names.front()))
        return std::nullopt;
    return local(m_parser.value(o.names.front()));
}

std::string CommandLine::value(const char *name) const
{
    return local(text(option(name)));
}

long long CommandLine::integer(const char *name, long long absent)
{
    const Option &o = option(name);
    if (!m_parser.isSet(o.names.front()) && o.defaultValue.isEmpty())
        return absent;
    const std::string v = local(text(o));
    const auto n = wholeNumber(v);
    if (n && *n >= o.min && *n <= o.max)
        return *n;
    std::string message = "--" + std::string(name) + ": '" + v + "' is not a whole number";
    if (o.ranged())
        message += o.max == std::numeric_limits<long long>::max()
            ? " of at least " + std::to_string(o.min)
            : " from " + std::to_string(o.min) + " to " + std::to_string(o.max);
    setError(message);
    return absent;
}

int CommandLine::threads()
{
    return static_cast<int>(integer("threads", 0));
}

void CommandLine::setError(const std::string &error)
{
    if (m_error.empty())
        m_error = error;
}

int CommandLine::usageError(const std::string &message) const
{
    std::fputs(utf8(synopsis(m_command)).c_str(), stderr);
    if (!message.empty())
        complain(message);
    return 2;
}

void CommandLine::complain(const std::string &message) const
{
    std::fprintf(stderr, "sudoku-cli %s: %s\n", m_command.name, message.c_str());
}

int runCommand(const Command &command, const QStringList &arguments)
{
    // --help wins whatever else is on the command line.
    for (const Option &o : commonOptions())
        if (o.names.contains(QLatin1String("help")))
            for (const QString &word : arguments) {
                if (word == QLatin1String("--"))
                    break;
                for (const QString &name : o.names)
                    if (word == dashed(name)) {
                        std::fputs(utf8(helpText(command)).c_str(), stdout);
                        return 0;
                    }
            }
    CommandLine line(command, arguments);
    if (!line.error().empty())
        return line.usageError(line.error());
    if (line.flag("help")) { // -help too: the parser reads one dash as two
        std::fputs(utf8(helpText(command)).c_str(), stdout);
        return 0;
    }
    if (line.flag("list-options")) {
        std::fputs(utf8(optionList(command)).c_str(), stdout);
        return 0;
    }
    return command.run(line);
}

} // namespace cli
