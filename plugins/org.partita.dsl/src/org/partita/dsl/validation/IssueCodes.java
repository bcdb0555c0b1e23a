package org.partita.dsl.validation;

/** The issue code of every diagnostic the language reports (quick fixes and tests refer to them). */
public final class IssueCodes {

    private static final String P = "org.partita.dsl.";

    public static final String UNKNOWN_POLICY = P + "unknownPolicy";
    public static final String UNKNOWN_PARAMETER = P + "unknownParameter";
    public static final String DUPLICATE_PARAMETER = P + "duplicateParameter";
    public static final String MISSING_PARAMETER = P + "missingParameter";
    public static final String CONFLICTING_PARAMETERS = P + "conflictingParameters";
    public static final String UNEXPECTED_VALUE = P + "unexpectedValue";
    public static final String VALUE_OUT_OF_RANGE = P + "valueOutOfRange";
    public static final String BAD_UNIT = P + "badUnit";
    public static final String RANGE_NEEDS_STEP = P + "rangeNeedsStep";
    public static final String BAD_RANGE = P + "badRange";
    public static final String THRESHOLD_ORDER = P + "thresholdOrder";
    public static final String NOT_A_WRAPPER = P + "notAWrapper";
    public static final String MISSING_INNER = P + "missingInner";
    public static final String BAD_DIMENSIONS = P + "badDimensions";
    public static final String EMPTY_GRID = P + "emptyGrid";
    public static final String SELF_LINK = P + "selfLink";
    public static final String DUPLICATE_NAME = P + "duplicateName";
    /** The same top-level machine, workload, pipeline or experiment name in two files of one folder. */
    public static final String DUPLICATE_NAME_IN_FOLDER = P + "duplicateNameInFolder";
    public static final String DUPLICATE_STATEMENT = P + "duplicateStatement";
    public static final String MISSING_ARRIVALS = P + "missingArrivals";
    public static final String NOT_FOR_TRACE = P + "notForTrace";
    public static final String BAD_SPEEDUP = P + "badSpeedup";
    public static final String TRACE_NOT_FOUND = P + "traceNotFound";
    public static final String DUPLICATE_STAGE = P + "duplicateStage";
    public static final String INCOMPATIBLE_STAGES = P + "incompatibleStages";
    public static final String SWEEP_IN_PIPELINE = P + "sweepInPipeline";
    public static final String EXTENDS_CYCLE = P + "extendsCycle";
    public static final String MISSING_MACHINE = P + "missingMachine";
    public static final String MISSING_WORKLOAD = P + "missingWorkload";
    public static final String MISSING_PIPELINE = P + "missingPipeline";
    public static final String TOPOLOGY_UNSUPPORTED = P + "topologyUnsupported";
    public static final String JOB_TOO_LARGE = P + "jobTooLarge";
    public static final String SWEEP_VARIABLE_CLASH = P + "sweepVariableClash";
    public static final String UNKNOWN_SWEEP_VARIABLE = P + "unknownSweepVariable";
    /** An {@code expect} claim names a pipeline its experiment does not have. */
    public static final String UNKNOWN_CLAIM_PIPELINE = P + "unknownClaimPipeline";
    /** An {@code expect} claim names a sweep point (or range) the experiment does not run. */
    public static final String UNKNOWN_SWEEP_POINT = P + "unknownSweepPoint";
    /** An {@code expect} claim is about a metric the experiment does not measure. */
    public static final String CLAIM_NOT_MEASURED = P + "claimNotMeasured";
    /** An {@code expect} claim that cannot be judged as written (margin, reason, same pipeline twice). */
    public static final String BAD_CLAIM = P + "badClaim";
    /** A synthetic experiment whose offered load reaches 1 at some sweep point (a warning: no steady state). */
    public static final String OVERLOADED = P + "overloaded";
    /** An experiment whose memory or time is clearly beyond the machine validating it (a warning, {@code RunCost}). */
    public static final String BEYOND_THE_MACHINE = P + "beyondTheMachine";
    /** An {@code expect} claim in an experiment of one replication (a warning). */
    public static final String CLAIM_NEEDS_REPLICATIONS = P + "claimNeedsReplications";
    public static final String UNKNOWN_METRIC = P + "unknownMetric";
    /** A {@code measure … by} or {@code chart … by} that cannot be grouped as written. */
    public static final String BAD_CLASSES = P + "badClasses";
    /** A chart over {@code time} that timeline.csv cannot draw. */
    public static final String BAD_TIMELINE = P + "badTimeline";
    public static final String EMPTY_TITLE = P + "emptyTitle";
    public static final String SEQUENTIAL_NEEDS_RANGE = P + "sequentialNeedsRange";
    /** A job structure or task graphs that no stage of a pipeline reads (data: the stage kind needed). */
    public static final String TRAIT_NOT_READ = P + "traitNotRead";
    /** An application mix missing a time, request or share, with shares not adding up to 1, or with settings that do not apply. */
    public static final String BAD_APPLICATION_MIX = P + "badApplicationMix";

    private IssueCodes() {
    }
}
