package org.partita.dsl.ide.highlighting;

import org.eclipse.emf.ecore.EObject;
import org.partita.dsl.partita.Cluster;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.MachineDef;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.WorkloadDef;

/**
 * The standard LSP semantic token type and modifiers of each {@link PartitaHighlightingStyles} style. The calculator
 * reports them after the style id, so every position carries {@code [partita.*, type, modifier…]}: the workbench
 * editor colours the first id it knows (the {@code partita.*} one), and the language server's semantic tokens take
 * the first id in the LSP legend as the token type and every LSP modifier among the rest, so other editors colour
 * Partita files with their theme's colours for classes, functions, numbers and so on (docs/editors.md has the table).
 */
public final class LspTokenTypes {

    /** LSP modifier of the name where something is declared. */
    public static final String DECLARATION_MODIFIER = "declaration";
    /** LSP modifier of names that come from the catalog, the language's "standard library". */
    public static final String LIBRARY_MODIFIER = "defaultLibrary";

    private LspTokenTypes() {
    }

    /**
     * The ids of one position: {@code style} first, then the LSP type and modifiers. {@code named} is the declared
     * or referenced element for {@link PartitaHighlightingStyles#DECLARATION} and
     * {@link PartitaHighlightingStyles#REFERENCE} (its kind gives the type), ignored otherwise.
     */
    public static String[] ids(String style, EObject named) {
        return switch (style) {
        case PartitaHighlightingStyles.DECLARATION -> new String[] { style, typeOf(named), DECLARATION_MODIFIER };
        case PartitaHighlightingStyles.REFERENCE -> new String[] { style, typeOf(named) };
        case PartitaHighlightingStyles.POLICY -> new String[] { style, "enumMember", LIBRARY_MODIFIER };
        case PartitaHighlightingStyles.ALLOCATOR -> new String[] { style, "function", LIBRARY_MODIFIER };
        case PartitaHighlightingStyles.PARAMETER -> new String[] { style, "parameter" };
        case PartitaHighlightingStyles.QUANTITY -> new String[] { style, "number" };
        case PartitaHighlightingStyles.METRIC -> new String[] { style, "property", "readonly", LIBRARY_MODIFIER };
        default -> new String[] { style };
        };
    }

    /** The LSP type of a declared element: what a reader of other languages would call it. */
    static String typeOf(EObject named) {
        if (named instanceof Experiment) {
            return "class";
        } else if (named instanceof MachineDef) {
            return "struct";
        } else if (named instanceof WorkloadDef) {
            return "type";
        } else if (named instanceof PipelineDef) {
            return "variable";
        } else if (named instanceof Cluster) {
            return "namespace";
        }
        return "variable";
    }
}
