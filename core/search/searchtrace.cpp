#include "search/searchtrace.h"

namespace core {

bool isSuccess(SearchStatus status)
{
    return status == SearchStatus::Solved || status == SearchStatus::Neutralized;
}

RecordedEvent::RecordedEvent(const SearchEvent &event)
    : kind { event.kind }
    , node { event.node }
    , parent { event.parent }
    , depth { event.depth }
    , cell { event.cell }
    , symbol { event.symbol }
    , candidates { event.candidates }
    , weight { event.weight }
    , weights(event.weights.begin(), event.weights.end())
    , changes(event.changes.begin(), event.changes.end())
    , conflict { event.conflict }
    , status { event.status }
{ }

SearchTraceRecorder::SearchTraceRecorder(std::size_t maxEvents)
    : m_maxEvents { maxEvents }
{ }

void SearchTraceRecorder::record(const SearchEvent &event)
{
    if (m_events.size() < m_maxEvents || event.kind == SearchEventKind::Finished)
        m_events.emplace_back(event);
    else
        ++m_dropped;
}

SearchCallback SearchTraceRecorder::callback()
{
    return [this](const SearchEvent &event) { record(event); };
}

void SearchTraceRecorder::clear()
{
    m_events.clear();
    m_dropped = 0;
}

} // namespace core
