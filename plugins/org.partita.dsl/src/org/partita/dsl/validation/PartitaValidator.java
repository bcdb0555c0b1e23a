package org.partita.dsl.validation;

import org.eclipse.xtext.validation.CheckType;
import org.eclipse.xtext.validation.ComposedChecks;

/**
 * Every mistake a user can make in an experiment file, as a diagnostic with an issue code ({@link IssueCodes}). The
 * checks live in one validator per concern, composed here; checks that touch the file system (trace files) run as
 * {@link CheckType#EXPENSIVE}.
 */
@ComposedChecks(validators = {SpecValidator.class, MachineValidator.class, WorkloadValidator.class,
    UniqueNamesValidator.class, PipelineValidator.class, ExperimentValidator.class, SweepValidator.class,
    MeasureValidator.class, RunSupportValidator.class, ExpectValidator.class, ClassesValidator.class,
    TimelineValidator.class})
public class PartitaValidator extends AbstractPartitaValidator {
}
