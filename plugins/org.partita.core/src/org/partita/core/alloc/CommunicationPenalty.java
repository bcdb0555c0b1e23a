package org.partita.core.alloc;

import org.partita.core.strategy.ParameterValues;
import org.partita.core.strategy.StrategyDescriptor;

/**
 * Run-time factor of a non-contiguous placement (Chang §5.3, the pessimistic scenario): communication is a share
 * {@code s} of the execution time and becomes {@code k} times slower when the job is not contiguous, so
 * {@code T' = (1 − s)·T + s·k·T}, a factor {@code 1 + s·(k − 1)}. Defaults: s = 0.3 and k = 1 (Chang's optimistic
 * scenario, no penalty); k = 3 gives the pessimistic 1.6.
 */
record CommunicationPenalty(double share, double slowdown) {

    double factor(boolean contiguous) {
        return contiguous ? 1.0 : 1.0 + share * (slowdown - 1.0);
    }

    /** The penalty written for strategy {@code d}: its descriptor holds the defaults and ranges. */
    static CommunicationPenalty from(ParameterValues p, StrategyDescriptor d) {
        return new CommunicationPenalty(p.number(d.declared("comm-share")), p.number(d.declared("comm-slowdown")));
    }
}
