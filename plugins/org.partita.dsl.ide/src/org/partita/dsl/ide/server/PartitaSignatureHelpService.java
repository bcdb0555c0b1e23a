package org.partita.dsl.ide.server;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.ParameterInformation;
import org.eclipse.lsp4j.SignatureHelp;
import org.eclipse.lsp4j.SignatureHelpParams;
import org.eclipse.lsp4j.SignatureInformation;
import org.eclipse.lsp4j.jsonrpc.messages.Tuple;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.signatureHelp.ISignatureHelpService;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.ide.contentassist.CatalogDocs;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Param;
import org.partita.dsl.partita.ParameterOverride;
import org.partita.dsl.partita.Setting;
import org.partita.dsl.partita.Spec;
import org.partita.dsl.partita.Synthetic;
import org.partita.dsl.partita.Trace;
import org.partita.dsl.partita.WorkloadSpec;
import org.partita.dsl.partita.WorkloadStatement;

import com.google.inject.Inject;
import com.google.inject.Singleton;

/**
 * Signature help inside a policy statement: for {@code allocate rsr 2 over first-fit} the strategy's parameters as
 * the catalog lists them ({@code allocate rsr <t> [shape-weight <value>] [over <allocator>]}), with the one under
 * the cursor active and each documented from the catalog; inside {@code set NAME …} the workload distribution that
 * has that parameter. Outside such a statement, or on a name the catalog does not know, there is none.
 */
@Singleton
public class PartitaSignatureHelpService implements ISignatureHelpService {

    @Inject
    private CatalogDocs docs;

    /** The catalog of the registry bound in the injector ({@code PartitaRuntimeModule}). */
    @Inject
    private Catalog catalog;

    @Override
    public SignatureHelp getSignatureHelp(Document document, XtextResource resource, SignatureHelpParams params,
            CancelIndicator cancelIndicator) {
        if (resource.getParseResult() == null) {
            return EMPTY;
        }
        int offset = document.getOffSet(params.getPosition());
        ILeafNode leaf = lastLeafBefore(resource.getParseResult().getRootNode(), offset);
        EObject at = leaf == null ? null : NodeModelUtils.findActualSemanticObjectFor(leaf);
        for (EObject o = at; o != null; o = o.eContainer()) {
            if (o instanceof Spec spec) {
                String kind = Models.kindOf(spec);
                StrategyDescriptor entry = kind == null || spec.getName() == null ? null
                        : catalog.get(kind, spec.getName());
                return entry == null ? EMPTY : help(kind, entry, activeSlot(spec, entry, offset));
            }
            if (o instanceof ParameterOverride set) {
                return override(set);
            }
        }
        return EMPTY;
    }

    /** {@code set NAME …}: the distribution of the experiment's workload that has parameter NAME. */
    private SignatureHelp override(ParameterOverride set) {
        EObject c = set.eContainer();
        WorkloadSpec w = c instanceof Experiment e ? Models.workload(e) : null;
        List<WorkloadStatement> statements = w instanceof Synthetic s ? s.getStatements()
                : w instanceof Trace t ? t.getStatements() : List.of();
        for (WorkloadStatement st : statements) {
            if (st instanceof Setting s && s.getSpec() != null && s.getSpec().getName() != null) {
                String kind = s.getKey().getLiteral();
                StrategyDescriptor entry = catalog.get(kind, s.getSpec().getName());
                if (entry != null && entry.parameter(set.getName()) != null) {
                    return help(kind, entry, slots(entry).indexOf(set.getName()));
                }
            }
        }
        return EMPTY;
    }

    /**
     * The parameter slots of an entry in label order: its primary parameter (set by a bare value after the name),
     * the other parameters, then {@code over} for a strategy that wraps another.
     */
    static List<String> slots(StrategyDescriptor entry) {
        List<String> out = new ArrayList<>();
        if (entry.primary() != null) {
            out.add(entry.primary());
        }
        for (Parameter p : entry.parameters()) {
            if (!p.name().equals(entry.primary())) {
                out.add(p.name());
            }
        }
        if (entry.has(StrategyDescriptor.Trait.WRAPPER)) {
            out.add("over");
        }
        return out;
    }

    /** The slot the cursor is on: the last parameter, bare value or {@code over} written before it. */
    private static int activeSlot(Spec spec, StrategyDescriptor entry, int offset) {
        List<String> slots = slots(entry);
        String active = entry.primary();
        int last = -1;
        for (Param p : spec.getParams()) {
            INode n = NodeModelUtils.findActualNodeFor(p);
            if (n != null && n.getOffset() <= offset && n.getOffset() > last && slots.contains(p.getName())) {
                last = n.getOffset();
                active = p.getName();
            }
        }
        for (ILeafNode l : NodeModelUtils.findActualNodeFor(spec).getLeafNodes()) {
            if ("over".equals(l.getText()) && !l.isHidden() && l.getEndOffset() <= offset
                    && entry.has(StrategyDescriptor.Trait.WRAPPER)) {
                active = "over";
            }
        }
        int i = active == null ? 0 : slots.indexOf(active);
        return Math.max(i, 0);
    }

    private SignatureHelp help(String kind, StrategyDescriptor entry, int active) {
        StringBuilder label = new StringBuilder(kind).append(' ').append(entry.name());
        List<ParameterInformation> parameters = new ArrayList<>();
        for (String slot : slots(entry)) {
            label.append(' ');
            int start = label.length();
            if (slot.equals("over")) {
                label.append("[over <").append(kind.equals(Family.ALLOCATE.word()) ? "allocator" : kind).append(">]");
            } else if (slot.equals(entry.primary())) {
                label.append('<').append(slot).append('>');
            } else {
                label.append('[').append(slot).append(" <value>]");
            }
            ParameterInformation p = new ParameterInformation();
            p.setLabel(Tuple.two(start, label.length()));
            String doc = slot.equals("over") ? "the allocation strategy this one wraps"
                    : docs.param(kind, entry.name(), slot);
            if (doc != null) {
                p.setDocumentation(new MarkupContent(MarkupKind.MARKDOWN, doc));
            }
            parameters.add(p);
        }
        SignatureInformation signature = new SignatureInformation(label.toString());
        signature.setParameters(parameters);
        String doc = docs.entry(kind, entry.name());
        if (doc != null) {
            signature.setDocumentation(new MarkupContent(MarkupKind.MARKDOWN, doc));
        }
        signature.setActiveParameter(parameters.isEmpty() ? null : active);
        return new SignatureHelp(List.of(signature), 0, parameters.isEmpty() ? null : active);
    }

    /** The last token that starts before {@code offset}: the one being written or the one just written. */
    private static ILeafNode lastLeafBefore(ICompositeNode root, int offset) {
        ILeafNode last = null;
        for (ILeafNode leaf : root.getLeafNodes()) {
            if (leaf.getOffset() >= offset) {
                break;
            }
            if (!leaf.isHidden() && leaf.getLength() > 0) {
                last = leaf;
            }
        }
        return last;
    }
}
