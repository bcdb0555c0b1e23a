package org.partita.dsl.ide.quickfix;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticModificationContext;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolution;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2.Options;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.XtextResource;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.model.Models;
import org.partita.dsl.model.Sweeps;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Param;
import org.partita.dsl.partita.ParameterOverride;
import org.partita.dsl.partita.Quantity;
import org.partita.dsl.partita.Spec;
import org.partita.dsl.partita.Values;
import org.partita.dsl.partita.WorkloadSpec;
import org.partita.dsl.validation.IssueCodes;

import com.google.inject.Inject;

/**
 * Quick fixes for the validator's most common diagnostics, by issue code:
 * <ul>
 * <li>{@code unknownPolicy}, {@code unknownMetric}: replace the name by the closest known one (the validator's
 * "did you mean");</li>
 * <li>{@code unknownParameter}: rename it to the closest parameter of the policy, or remove it (also for a
 * {@code set} of a parameter the workload does not have);</li>
 * <li>{@code valueOutOfRange}: set the value to the parameter's default from the paper;</li>
 * <li>{@code missingParameter}: add the parameter with its default, or, when the papers give none, with its
 * smallest allowed value (labelled so); a policy's main parameter is added as the bare value after its name;</li>
 * <li>{@code missingInner}: add {@code over first-fit} to a strategy that wraps another allocator.</li>
 * </ul>
 * Edits are computed on the diagnostic's document when offered ({@link TextFix}).
 */
public class PartitaQuickFixProvider implements IQuickFixProvider {

    private static final Set<String> CODES = Set.of(IssueCodes.UNKNOWN_POLICY, IssueCodes.UNKNOWN_METRIC,
            IssueCodes.UNKNOWN_PARAMETER, IssueCodes.VALUE_OUT_OF_RANGE, IssueCodes.MISSING_PARAMETER,
            IssueCodes.MISSING_INNER, IssueCodes.TRAIT_NOT_READ);

    @Inject
    private EObjectAtOffsetHelper eObjectAtOffsetHelper;

    @Inject
    private DiagnosticModificationContext.Factory factory;

    /** The catalog of the registry bound in the injector ({@code PartitaRuntimeModule}). */
    @Inject
    private Catalog catalog;

    @Override
    public boolean handlesDiagnostic(Diagnostic diagnostic) {
        return diagnostic != null && diagnostic.getCode() != null && diagnostic.getCode().isLeft()
                && CODES.contains(diagnostic.getCode().getLeft());
    }

    @Override
    public List<DiagnosticResolution> getResolutions(Options options, Diagnostic diagnostic) {
        List<DiagnosticResolution> out = new ArrayList<>();
        if (!handlesDiagnostic(diagnostic) || !(options.getResource() instanceof XtextResource resource)
                || options.getDocument() == null || resource.getParseResult() == null) {
            return out;
        }
        String uri = options.getURI() != null ? options.getURI() : resource.getURI().toString();
        Fixes fixes = new Fixes(resource, options.getDocument(), diagnostic, uri, out);
        switch (diagnostic.getCode().getLeft().substring("org.partita.dsl.".length())) {
            case "unknownPolicy" -> fixes.unknownPolicy();
            case "unknownMetric" -> fixes.unknownMetric();
            case "unknownParameter" -> fixes.unknownParameter();
            case "valueOutOfRange" -> fixes.outOfRange();
            case "missingParameter" -> fixes.missingParameter();
            case "missingInner" -> fixes.missingInner();
            case "traitNotRead" -> fixes.traitNotRead();
            default -> {
            }
        }
        return out;
    }

    /** The fixes of one diagnostic. */
    private final class Fixes {
        private final XtextResource resource;
        private final Document document;
        private final Diagnostic diagnostic;
        private final List<DiagnosticResolution> out;
        private final String uri;
        private final int offset;
        private final int end;

        Fixes(XtextResource resource, Document document, Diagnostic diagnostic, String uri,
                List<DiagnosticResolution> out) {
            this.resource = resource;
            this.uri = uri;
            this.document = document;
            this.diagnostic = diagnostic;
            this.out = out;
            this.offset = document.getOffSet(diagnostic.getRange().getStart());
            this.end = document.getOffSet(diagnostic.getRange().getEnd());
        }

        void unknownPolicy() {
            Spec spec = element(Spec.class);
            String kind = spec == null ? data(1) : Models.kindOf(spec);
            String name = spec == null ? text() : spec.getName();
            String hint = kind == null || name == null ? null : catalog.closest(kind, name);
            if (hint != null) {
                fix("Change to '" + hint + "'", edit(offset, end, hint));
            }
        }

        void unknownMetric() {
            String hint = catalog.closest("metric", text());
            if (hint != null) {
                fix("Change to '" + hint + "'", edit(offset, end, hint));
            }
        }

        void unknownParameter() {
            Param param = element(Param.class);
            ParameterOverride set = element(ParameterOverride.class);
            if (param != null && param.eContainer() instanceof Spec spec) {
                String kind = Models.kindOf(spec);
                StrategyDescriptor entry = kind == null ? null : catalog.get(kind, spec.getName());
                if (entry != null) {
                    List<String> free = new ArrayList<>();
                    for (Parameter p : entry.parameters()) {
                        if (Models.paramValues(catalog, spec, p.name()) == null) {
                            free.add(p.name());
                        }
                    }
                    String hint = Catalog.closest(free, param.getName());
                    if (hint != null) {
                        fix("Change to '" + hint + "'", edit(offset, end, hint));
                    }
                }
                fix("Remove parameter '" + param.getName() + "'", remove(param));
            } else if (set != null) {
                Experiment e = EcoreUtil2.getContainerOfType(set, Experiment.class);
                WorkloadSpec w = e == null || Models.hasCycle(e) ? null : Models.workload(e);
                String hint = w == null ? null
                        : Catalog.closest(List.copyOf(Sweeps.parameterNames(catalog, w)), set.getName());
                if (hint != null) {
                    fix("Change to '" + hint + "'", edit(offset, end, hint));
                }
                fix("Remove 'set " + set.getName() + "'", remove(set));
            }
        }

        void outOfRange() {
            Quantity q = element(Quantity.class);
            if (q == null || !(q.eContainer() instanceof Values values)) {
                return;
            }
            Parameter p = null;
            if (values.eContainer() instanceof Param param && param.eContainer() instanceof Spec spec) {
                p = Models.catalogParam(catalog, spec, param.getName());
            } else if (values.eContainer() instanceof Spec spec) {
                p = Models.catalogParam(catalog, spec, null);
            }
            if (p != null && p.defaultValue() != null) {
                INode node = NodeModelUtils.findActualNodeFor(q);
                fix("Set '" + p.name() + "' to its default " + p.defaultValue(),
                        edit(node.getOffset(), node.getEndOffset(), p.defaultValue()));
            }
        }

        void missingParameter() {
            Spec spec = element(Spec.class);
            String kind = spec == null ? null : Models.kindOf(spec);
            StrategyDescriptor entry = kind == null ? null : catalog.get(kind, spec.getName());
            String name = data(0);
            Parameter p = entry == null || name == null ? null : entry.parameter(name);
            if (p == null) {
                return;
            }
            String value;
            String why;
            if (p.defaultValue() != null) {
                value = p.defaultValue();
                why = " (the default)";
            } else if (!p.minOpen() && !Double.isInfinite(p.min())) {
                value = fmt(p.min());
                why = " (smallest allowed; the papers give no default)";
            } else {
                return;
            }
            if (p.name().equals(entry.primary()) && spec.getValue() == null) {
                // the main parameter is written as a bare value right after the name: 'fixed 8', 'limit-k 3'
                int at = nameEnd(spec);
                fix("Add '" + spec.getName() + " " + value + "'" + why, edit(at, at, " " + value));
            } else {
                int at = afterParameters(spec);
                fix("Add '" + p.name() + " " + value + "'" + why, edit(at, at, " " + p.name() + " " + value));
            }
        }

        void missingInner() {
            Spec spec = element(Spec.class);
            if (spec == null || !Family.ALLOCATE.word().equals(Models.kindOf(spec))) {
                return;
            }
            String inner = catalog.defaultBase(spec.getName());
            INode node = NodeModelUtils.findActualNodeFor(spec);
            fix("Add 'over " + inner + "'", edit(node.getEndOffset(), node.getEndOffset(), " over " + inner));
        }

        /**
         * A pipeline without the stage that reads the workload's structure or task graphs: add that stage, with
         * one of its first policies, before the pipeline's closing brace (when the pipeline is in this file).
         */
        void traitNotRead() {
            String kind = data(0);
            String pipeline = data(1);
            Experiment e = element(Experiment.class);
            if (kind == null || pipeline == null || e == null) {
                return;
            }
            for (org.partita.dsl.partita.PipelineDef p : Models.pipelines(e)) {
                if (!pipeline.equals(p.getName()) || p.eResource() != resource) {
                    continue;
                }
                int close = NodeModelUtils.findActualNodeFor(p).getEndOffset() - 1; // the '}'
                List<String> names = catalog.entries(kind).stream()
                        .filter(x -> x.parameters().stream().allMatch(prm -> prm.defaultValue() != null))
                        .map(StrategyDescriptor::name).toList(); // those that run without a parameter written
                for (String name : names.subList(0, Math.min(3, names.size()))) {
                    fix("Add '" + kind + " " + name + "' to pipeline '" + pipeline + "'",
                            edit(close, close, kind + " " + name + " "));
                }
            }
        }

        /** End of the last of name, bare value and parameters of {@code spec} (before any {@code over}). */
        private int afterParameters(Spec spec) {
            EObject last = spec.getParams().isEmpty() ? spec.getValue() : spec.getParams().get(spec.getParams().size() - 1);
            if (last != null) {
                return NodeModelUtils.findActualNodeFor(last).getEndOffset();
            }
            return nameEnd(spec);
        }

        private int nameEnd(Spec spec) {
            List<INode> name = NodeModelUtils.findNodesForFeature(spec,
                    org.partita.dsl.partita.PartitaPackage.Literals.SPEC__NAME);
            return name.isEmpty() ? end : name.get(0).getEndOffset();
        }

        /** Deletes {@code o} and the whitespace before it. */
        private TextEdit remove(EObject o) {
            ICompositeNode node = NodeModelUtils.findActualNodeFor(o);
            int from = node.getOffset();
            ILeafNode before = previousLeaf(from);
            if (before != null && before.isHidden() && before.getText().isBlank()) {
                from = before.getOffset();
            }
            return edit(from, node.getEndOffset(), "");
        }

        private ILeafNode previousLeaf(int at) {
            return at == 0 ? null : NodeModelUtils.findLeafNodeAtOffset(resource.getParseResult().getRootNode(), at - 1);
        }

        private <T extends EObject> T element(Class<T> type) {
            EObject o = eObjectAtOffsetHelper.resolveContainedElementAt(resource, offset);
            return o == null ? null : EcoreUtil2.getContainerOfType(o, type);
        }

        private String text() {
            return document.getContents().substring(offset, end);
        }

        /** Issue data {@code i}: a {@code String[]} in-process, a JSON array after a trip through a client. */
        private String data(int i) {
            Object data = diagnostic.getData();
            List<String> values = new ArrayList<>();
            if (data instanceof String[] a) {
                values.addAll(List.of(a));
            } else if (data instanceof Iterable<?> it) {
                for (Object x : it) {
                    String s = String.valueOf(x);
                    values.add(s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"") ? s.substring(1, s.length() - 1) : s);
                }
            }
            return i < values.size() ? values.get(i) : null;
        }

        private TextEdit edit(int from, int to, String text) {
            return new TextEdit(new Range(document.getPosition(from), document.getPosition(to)), text);
        }

        private void fix(String label, TextEdit edit) {
            out.add(new TextFix(label, factory, uri, List.of(edit)));
        }
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
