#pragma once

// Handing freed memory back to the system (issue 33 item 14). A big run's storage (hundreds of
// MB in blocks of a few MB, and the worker's chunks, freed into the worker thread's malloc arena)
// goes back to the allocator when the run is dropped, but glibc keeps most of it mapped: the
// heap is only shrunk from its top, and an arena's free pages stay resident. So the resident set
// stayed at the big run's peak after a small run had replaced it.
namespace FreeMemory {

// Returns the allocator's free pages to the system (glibc's malloc_trim(0), over every arena; a
// no-op with another C library). Costs a walk over the free memory: a few ms after a run of
// hundreds of MB; call it after letting go of a large structure, not in a loop.
void returnToSystem();

} // namespace FreeMemory
