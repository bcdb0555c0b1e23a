package org.partita.dsl.ide.highlighting;

import java.util.List;

/**
 * The semantic highlighting styles of the language, reported by {@link PartitaSemanticHighlightingCalculator} and
 * mapped to colours by each editor. Syntax colouring (keywords, strings, comments) is the editor's own; these ids
 * mark what only the parsed and linked model knows.
 *
 * <ul>
 * <li>{@link #DECLARATION}: the name where a machine, workload, pipeline, experiment or grid cluster is
 * declared ({@code machine Paragon mesh 32 x 32}).</li>
 * <li>{@link #REFERENCE}: a name that refers to such a declaration and resolves ({@code machine Paragon} in an
 * experiment, {@code extends Base}, {@code link a b}, a pipeline of the experiment named in a claim,
 * {@code expect FF below AS …}); an unresolved name gets no style.</li>
 * <li>{@link #POLICY}: a policy or distribution name of a pipeline stage or workload setting that the
 * {@code Catalog} knows for that statement ({@code queue bypass}, {@code arrivals poisson}).</li>
 * <li>{@link #ALLOCATOR}: an allocation strategy the {@code Catalog} knows, in {@code allocate} and after its
 * {@code over} ({@code allocate rsr 2 over first-fit}).</li>
 * <li>{@link #PARAMETER}: a parameter name ({@code threshold} in {@code bypass threshold 30}, the name of a
 * {@code set} override, the x variable of a {@code chart}, a claim's sweep variable).</li>
 * <li>{@link #QUANTITY}: a number value with its unit, one position per token ({@code 5} and {@code s} in
 * {@code mean 5 s}, {@code 95} and {@code %}).</li>
 * <li>{@link #METRIC}: a metric name the {@code Catalog} knows, in {@code measure}, {@code chart} and
 * {@code replications … of} and claims.</li>
 * </ul>
 */
public final class PartitaHighlightingStyles {

    public static final String DECLARATION = "partita.declaration";
    public static final String REFERENCE = "partita.reference";
    public static final String POLICY = "partita.policy";
    public static final String ALLOCATOR = "partita.allocator";
    public static final String PARAMETER = "partita.parameter";
    public static final String QUANTITY = "partita.quantity";
    public static final String METRIC = "partita.metric";

    /** Every style id, in the order above. */
    public static final List<String> ALL = List.of(DECLARATION, REFERENCE, POLICY, ALLOCATOR, PARAMETER, QUANTITY,
            METRIC);

    private PartitaHighlightingStyles() {
    }
}
