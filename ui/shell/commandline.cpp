#include "shell/commandline.h"

#include "practice/practicerecord.h"
#include "race/racepresets.h"
#include "search/searchoptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QIcon>

#include <cstdio>

// The texts keep the "main" context they had in app/gui/main.cpp, so their translations stay.

namespace CommandLine {

namespace {

const QString kScreenshot = QStringLiteral("screenshot");
const QString kPuzzle = QStringLiteral("puzzle");
const QString kLang = QStringLiteral("lang");
const QString kSelect = QStringLiteral("select");
const QString kTheme = QStringLiteral("theme");
const QString kNew = QStringLiteral("new");
const QString kSize = QStringLiteral("size");
const QString kPlay = QStringLiteral("play");
const QString kHint = QStringLiteral("hint");
const QString kChainStep = QStringLiteral("chain-step");
const QString kPencil = QStringLiteral("pencil-marks");
const QString kTab = QStringLiteral("tab");
const QString kLab = QStringLiteral("lab");
const QString kStrategy = QStringLiteral("strategy");
const QString kSpec = QStringLiteral("spec");
const QString kEvent = QStringLiteral("event");
const QString kDialog = QStringLiteral("dialog");
const QString kHelpPage = QStringLiteral("help-page");
const QString kRace = QStringLiteral("race");
const QString kCompare = QStringLiteral("compare");
const QString kTreeCompare = QStringLiteral("tree-compare");
const QString kCompareTab = QStringLiteral("compare-tab");
const QStringList kComparePresets
    = { QStringLiteral("abuluaih"), QStringLiteral("carmel"), QStringLiteral("sansegundo") };
const QStringList kCompareTabs = { QStringLiteral("means"), QStringLiteral("distribution"),
    QStringLiteral("scatter"), QStringLiteral("table"), QStringLiteral("dashboard") };

// Whether a QGuiApplication would find no display (X11 and Wayland; QT_QPA_PLATFORM names one).
bool noDisplay()
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    return !qEnvironmentVariableIsSet("QT_QPA_PLATFORM") && !qEnvironmentVariableIsSet("DISPLAY")
        && !qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
#else
    return false;
#endif
}

} // namespace

QString badValue(const QString &option, const QString &value, const QString &expected)
{
    //: %1 is an option's name, %2 the value given, %3 what the option takes ("one of en, de,
    //: ja", "a size such as 1000x700" …, translated below).
    return QCoreApplication::translate("main", "--%1: \"%2\" is not %3.")
        .arg(option, value, expected);
}

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("SudokuTutor"));
    QCoreApplication::setApplicationName(QStringLiteral("sudoku-tutor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SUDOKU_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Sudoku Tutor"));
    // The desktop's launcher and metadata are named by this id (packaging/).
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.sudokututor.SudokuTutor"));
    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        QGuiApplication::setWindowIcon(
            QIcon(QStringLiteral(":/icons/io.github.sudokututor.SudokuTutor.svg")));
}

void addOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Learn Sudoku and look inside the algorithms that solve it."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({
        { kScreenshot,
            QCoreApplication::translate("main", "Render the window to a PNG file and exit."),
            QCoreApplication::translate("main", "file") },
        { kPuzzle, QCoreApplication::translate("main", "Open this puzzle file."),
            QCoreApplication::translate("main", "file") },
        { kLang, QCoreApplication::translate("main", "User interface language (en, de, ja)."),
            QCoreApplication::translate("main", "code") },
        { kSelect, QCoreApplication::translate("main", "Select this cell at start (A1 or r1c1)."),
            QCoreApplication::translate("main", "cell") },
        { kTheme, QCoreApplication::translate("main", "Colour theme (light, dark, system)."),
            QCoreApplication::translate("main", "name") },
        { kNew,
            QCoreApplication::translate(
                "main", "Start a new game instead of restoring the last one.") },
        { kSize, QCoreApplication::translate("main", "Window size for screenshots (WxH)."),
            QCoreApplication::translate("main", "size") },
        { kPlay,
            QCoreApplication::translate(
                "main", "Apply this many hint steps first (for screenshots)."),
            QCoreApplication::translate("main", "count") },
        { kHint,
            QCoreApplication::translate("main", "Show a hint of this level (1, 2 or 3) at start."),
            QCoreApplication::translate("main", "level") },
        { kChainStep,
            QCoreApplication::translate("main",
                "With --hint 2 on a chain or a net: step this many frames along it (for "
                "screenshots)."),
            QCoreApplication::translate("main", "count") },
        { kPencil, QCoreApplication::translate("main", "Fill in all candidates at start.") },
        { kTab,
            QCoreApplication::translate("main",
                "Show this tab at start (steps, history, difficulty; in the Lab tree, climb, "
                "climb-init)."),
            QCoreApplication::translate("main", "name") },
        { kLab,
            QCoreApplication::translate("main",
                "Open the Solver Lab and run a solver of this family (search, logic, climb)."),
            QCoreApplication::translate("main", "family") },
        { kStrategy,
            QCoreApplication::translate("main",
                "The Lab's search ordering (lex, mrv, ctn …), logic method (tutor, filter, chen) "
                "or climber initialization."),
            QCoreApplication::translate("main", "name") },
        { kSpec,
            QCoreApplication::translate("main",
                "The Lab's run in sudoku-cli's words, e.g. \"search --strategy ctn --goal "
                "neutralize\"."),
            QCoreApplication::translate("main", "words") },
        { kRace,
            QCoreApplication::translate("main", "Open the race with this preset (%1) and run it.")
                .arg(RacePresets::ids().join(QStringLiteral(", "))),
            QCoreApplication::translate("main", "preset") },
        { kEvent,
            QCoreApplication::translate(
                "main", "Show the Lab's run after this many events (the race: decisions)."),
            QCoreApplication::translate("main", "count") },
        { kTreeCompare,
            QCoreApplication::translate("main",
                "Show the Lab's search tree beside the tree of this ordering (lex, mrv, ctn …)."),
            QCoreApplication::translate("main", "name") },
        { kDialog,
            QCoreApplication::translate(
                "main", "Open this dialog at start (generate, practice-record, shortcuts)."),
            QCoreApplication::translate("main", "name") },
        { kHelpPage,
            QCoreApplication::translate(
                "main", "Open Help ▸ Techniques at this technique (an id such as x-wing, als-xz)."),
            QCoreApplication::translate("main", "id") },
        { kCompare,
            QCoreApplication::translate("main",
                "Open the Compare mode with a paper's preset (abuluaih, carmel, sansegundo) and "
                "run it."),
            QCoreApplication::translate("main", "paper") },
        { kCompareTab,
            QCoreApplication::translate("main",
                "The Compare mode's tab to show (means, distribution, scatter, table, "
                "dashboard)."),
            QCoreApplication::translate("main", "name") },
    });
}

Options read(const QCommandLineParser &parser, QStringList *errors)
{
    Options o;
    o.screenshot = parser.value(kScreenshot);
    o.puzzle = parser.value(kPuzzle);
    o.fresh = parser.isSet(kNew);
    o.play.select = parser.value(kSelect);
    o.play.pencilMarks = parser.isSet(kPencil);

    if (parser.isSet(kLang)) {
        const QString lang = parser.value(kLang);
        if (lang == QLatin1String("en") || lang == QLatin1String("de")
            || lang == QLatin1String("ja"))
            o.language = lang;
        else
            errors->push_back(
                badValue(kLang, lang, QCoreApplication::translate("main", "one of en, de, ja")));
    }
    if (parser.isSet(kTheme)) {
        const QString theme = parser.value(kTheme);
        if (theme == QLatin1String("light"))
            o.theme = Settings::Theme::Light;
        else if (theme == QLatin1String("dark"))
            o.theme = Settings::Theme::Dark;
        else if (theme == QLatin1String("system"))
            o.theme = Settings::Theme::System;
        else
            errors->push_back(badValue(
                kTheme, theme, QCoreApplication::translate("main", "one of light, dark, system")));
    }
    if (parser.isSet(kSize)) {
        const QString value = parser.value(kSize);
        const QStringList wh = value.split(QLatin1Char('x'));
        bool okW = false, okH = false;
        const int w = wh.size() == 2 ? wh[0].toInt(&okW) : 0;
        const int h = wh.size() == 2 ? wh[1].toInt(&okH) : 0;
        if (okW && okH && w > 0 && h > 0)
            o.size = QSize(w, h);
        else
            errors->push_back(badValue(
                kSize, value, QCoreApplication::translate("main", "a size such as 1000x700")));
    }
    if (parser.isSet(kPlay)) {
        bool ok = false;
        o.play.steps = parser.value(kPlay).toInt(&ok);
        if (!ok || o.play.steps < 0) {
            o.play.steps = 0;
            errors->push_back(badValue(kPlay, parser.value(kPlay),
                QCoreApplication::translate("main", "a count (0 or more)")));
        }
    }
    if (parser.isSet(kHint)) {
        bool ok = false;
        o.play.hint = parser.value(kHint).toInt(&ok);
        if (!ok || o.play.hint < 1 || o.play.hint > 3) {
            o.play.hint = 0;
            errors->push_back(badValue(kHint, parser.value(kHint),
                QCoreApplication::translate("main", "a hint level (1, 2 or 3)")));
        }
    }
    if (parser.isSet(kChainStep)) {
        bool ok = false;
        o.play.chainStep = parser.value(kChainStep).toInt(&ok);
        if (!ok || o.play.chainStep < 0) {
            o.play.chainStep = 0;
            errors->push_back(badValue(kChainStep, parser.value(kChainStep),
                QCoreApplication::translate("main", "a count (0 or more)")));
        }
    }
    if (parser.isSet(kDialog)) {
        const QString dialog = parser.value(kDialog);
        if (dialog == QLatin1String("generate"))
            o.practice.dialog = PracticeOptions::Dialog::Generate;
        else if (dialog == QLatin1String("practice-record"))
            o.practice.dialog = PracticeOptions::Dialog::Record;
        else if (dialog == QLatin1String("shortcuts"))
            o.help.shortcuts = true;
        else
            errors->push_back(badValue(kDialog, dialog,
                QCoreApplication::translate(
                    "main", "one of generate, practice-record, shortcuts")));
    }
    if (parser.isSet(kHelpPage)) {
        const QString id = parser.value(kHelpPage);
        if (const auto t = PracticeRecord::techniqueFromId(id))
            o.help.page = int(*t);
        else
            errors->push_back(badValue(kHelpPage, id,
                QCoreApplication::translate(
                    "main", "a technique's id (such as naked-pair, x-wing, als-xz)")));
    }
    if (parser.isSet(kTab)) {
        const QString tab = parser.value(kTab);
        // Play's side tabs, or the Lab's.
        if (tab.startsWith(QLatin1String("step")))
            o.play.tab = QStringLiteral("stepList");
        else if (tab.startsWith(QLatin1String("hist")))
            o.play.tab = QStringLiteral("historyView");
        else if (tab.startsWith(QLatin1String("diff")))
            o.play.tab = QStringLiteral("difficultyPanel");
        else if (tab == QLatin1String("tree"))
            o.lab.tab = QStringLiteral("labTreePanel");
        else if (tab == QLatin1String("climb"))
            o.lab.tab = QStringLiteral("climbPage");
        else if (tab == QLatin1String("climb-init"))
            o.lab.tab = QStringLiteral("climbInitPage");
        else
            errors->push_back(badValue(kTab, tab,
                QCoreApplication::translate(
                    "main", "one of steps, history, difficulty, tree, climb, climb-init")));
    }
    if (parser.isSet(kLab) || parser.isSet(kSpec)) {
        // --spec's first word is the family; --lab and --strategy override it.
        QStringList words = parser.value(kSpec).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QString family = parser.isSet(kLab) ? parser.value(kLab) : words.value(0);
        if (!words.isEmpty())
            words.removeFirst();
        if (family != QLatin1String("search") && family != QLatin1String("logic")
            && family != QLatin1String("climb")) {
            errors->push_back(badValue(parser.isSet(kLab) ? kLab : kSpec, family,
                QCoreApplication::translate("main", "one of search, logic, climb")));
        } else {
            o.lab.family = family;
            if (parser.isSet(kStrategy)) {
                const QString option = family == QLatin1String("search")
                    ? QStringLiteral("--strategy")
                    : family == QLatin1String("logic") ? QStringLiteral("--mode")
                                                       : QStringLiteral("--init");
                words << option << parser.value(kStrategy);
            }
            words.prepend(family);
            o.lab.spec = words.join(QLatin1Char(' '));
        }
    }
    if (parser.isSet(kRace)) {
        const QString race = parser.value(kRace);
        if (RacePresets::ids().contains(race))
            o.race.preset = race;
        else
            errors->push_back(badValue(kRace, race,
                QCoreApplication::translate("main", "one of %1")
                    .arg(RacePresets::ids().join(QStringLiteral(", ")))));
    }
    if (parser.isSet(kCompare)) {
        // In the order of CompareWorkspace::Preset.
        o.compare.preset = int(kComparePresets.indexOf(parser.value(kCompare)));
        if (o.compare.preset < 0)
            errors->push_back(badValue(kCompare, parser.value(kCompare),
                QCoreApplication::translate("main", "one of abuluaih, carmel, sansegundo")));
    }
    if (parser.isSet(kCompareTab)) {
        // In the order of CompareWorkspace::Tab.
        o.compare.tab = int(kCompareTabs.indexOf(parser.value(kCompareTab)));
        if (o.compare.tab < 0)
            errors->push_back(badValue(kCompareTab, parser.value(kCompareTab),
                QCoreApplication::translate(
                    "main", "one of means, distribution, scatter, table, dashboard")));
        o.compare.tab = std::max(o.compare.tab, 0);
    }
    if (parser.isSet(kTreeCompare)) {
        o.lab.treeCompare = parser.value(kTreeCompare);
        if (!core::parseStrategy(o.lab.treeCompare.toStdString()))
            errors->push_back(badValue(kTreeCompare, o.lab.treeCompare,
                QCoreApplication::translate("main", "a search ordering (lex, mrv, ctn …)")));
        else if (o.lab.tab.isEmpty() && o.play.tab.isEmpty())
            o.lab.tab = QStringLiteral("labTreePanel");
    }
    if (parser.isSet(kEvent)) {
        bool ok = false;
        const qint64 event = parser.value(kEvent).toLongLong(&ok);
        if (ok && event >= 0)
            o.lab.event = o.race.event = event; // the Lab's events, the race's decisions
        else
            errors->push_back(badValue(kEvent, parser.value(kEvent),
                QCoreApplication::translate("main", "a count (0 or more)")));
    }
    return o;
}

Options parse(const QStringList &arguments, QStringList *errors)
{
    QCommandLineParser parser;
    addOptions(parser);
    if (!parser.parse(arguments)) {
        errors->push_back(parser.errorText());
        return {};
    }
    return read(parser, errors);
}

std::optional<int> answerWithoutDisplay(int &argc, char **argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QCommandLineParser parser;
    addOptions(parser);
    QStringList errors;
    if (parser.parse(arguments)) {
        read(parser, &errors);
    } else {
        // Maybe Qt's own options: the QApplication takes them out. Without a display (and no
        // -platform) it could not start anyway: name the option rather than abort in Qt.
        if (!noDisplay() || arguments.contains(QLatin1String("-platform")))
            return std::nullopt;
        errors << parser.errorText();
    }
    const bool answer = asksForHelpOrVersion(parser);
    if (!answer && errors.isEmpty())
        return std::nullopt;
    QCoreApplication app(argc, argv);
    setApplicationIdentity();
    if (answer)
        parser.process(app); // prints the help or the version and exits with 0
    for (const QString &e : errors)
        std::fprintf(
            stderr, "%s: %s\n", qPrintable(QCoreApplication::applicationName()), qPrintable(e));
    return kUsageError;
}

bool asksForHelpOrVersion(const QCommandLineParser &parser)
{
    return parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))
        || parser.isSet(QStringLiteral("version"));
}

} // namespace CommandLine
