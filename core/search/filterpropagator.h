#pragma once

// San Segundo's FILTER (the ten rules: gridrules::fixpoint in core/board) as the search engine's
// `filter` propagation: after every assignment the ten rules run to their fixpoint on the
// search's own frame (a CandidateGrid), so every change is traced.

#include "search/propagator.h"

#include <memory>

namespace core {

// Thread-safe: one instance may serve several engines at once (it keeps no state).
std::shared_ptr<Propagator> makeSanSegundoFilterPropagator();

} // namespace core
