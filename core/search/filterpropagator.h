#pragma once

// San Segundo's FILTER (the ten rules: gridrules::fixpoint in core/board) as the search engine's
// `filter` propagation: after every assignment the ten rules run to their fixpoint on the search
// state.

#include "search/propagator.h"

#include <memory>

namespace core {

// Thread-safe: one instance may serve several engines at once (the FILTER is stateless and each
// call works on its own grid).
std::shared_ptr<Propagator> makeSanSegundoFilterPropagator();

} // namespace core
