package org.partita.dsl.validation;

import java.util.List;

import org.partita.dsl.partita.Synthetic;
import org.partita.dsl.partita.Trace;
import org.partita.dsl.partita.WorkloadSpec;
import org.partita.dsl.partita.WorkloadStatement;

/** Helpers shared by the validators of this package. */
final class ValidationSupport {

    private ValidationSupport() {
    }

    /** The statements of a synthetic workload or of a trace. */
    static List<WorkloadStatement> statements(WorkloadSpec w) {
        return w instanceof Synthetic s ? s.getStatements() : ((Trace) w).getStatements();
    }

    /** A number as written in a message: whole numbers without a decimal point. */
    static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
