package org.partita.dsl.ide.contentassist;

import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.AbstractRule;
import org.eclipse.xtext.Assignment;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.documentation.IEObjectDocumentationProvider;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IIdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.catalog.OneLineDocs;
import org.partita.dsl.model.Models;
import org.partita.dsl.model.Sweeps;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.MachineSpec;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.WorkloadSpec;
import org.partita.dsl.services.PartitaGrammarAccess;

import com.google.inject.Inject;

/**
 * Proposals from the {@link Catalog}: policy and distribution names after a statement keyword ({@code allocate},
 * {@code queue}, {@code arrivals}, … and after {@code over}), the parameters of the name just written, metric names
 * after {@code measure}, in charts and after {@code of}, sweep variables after {@code vs}, workload parameters after
 * {@code set}; in {@code expect} claims the experiment's pipelines, its measured metrics and its sweep variables.
 * Keywords (machine kinds, stage kinds) carry their documentation; names that belong to policies
 * ({@code mesh} is also a policy-name token) are not proposed as keywords. Cross-references are proposed by
 * {@link PartitaCrossrefProposalProvider}.
 */
public class PartitaContentProposalProvider extends IdeContentProposalProvider {

    @Inject
    private PartitaGrammarAccess ga;

    @Inject
    private CatalogDocs docs;

    /** The catalog of the registry bound in the injector ({@code PartitaRuntimeModule}). */
    @Inject
    private Catalog catalog;

    @Inject
    private IEObjectDocumentationProvider documentation;

    @Inject
    private IValueConverterService valueConverter;

    @Override
    protected void _createProposals(Assignment assignment, ContentAssistContext context,
            IIdeContentProposalAcceptor acceptor) {
        if (assignment == ga.getSpecAccess().getNameAssignment_0()) {
            proposeNames(context, acceptor);
        } else if (assignment == ga.getParamAccess().getNameAssignment_0_0()
                || assignment == ga.getParamAccess().getNameAssignment_1_0()) {
            proposeParameters(context, acceptor);
        } else if (assignment == ga.getMeasureAccess().getMetricsAssignment_1()
                || assignment == ga.getMeasureAccess().getMetricsAssignment_2_1()) {
            proposeMetrics(context, acceptor, StatementContext.listedMetrics(context.getRootNode(), start(context)));
        } else if (assignment == ga.getChartAccess().getMetricAssignment_2()
                || assignment == ga.getReplicationsAccess().getTargetAssignment_5_0_2_1()) {
            proposeMetrics(context, acceptor, Set.of());
        } else if (assignment == ga.getChartAccess().getVariableAssignment_4()
                || assignment == ga.getExpectAccess().getVariableAssignment_2_1_5()
                || assignment == ga.getPointValueAccess().getVariableAssignment_0()
                || assignment == ga.getPointRangeAccess().getVariableAssignment_0()) {
            proposeSweepVariables(context, acceptor);
        } else if (assignment == ga.getExpectAccess().getSubjectAssignment_1()
                || assignment == ga.getExpectAccess().getOtherAssignment_2_0_1_0()
                || assignment == ga.getExpectAccess().getOtherAssignment_2_2_5()) {
            Experiment e = experiment(context);
            if (e != null && !Models.hasCycle(e)) {
                for (PipelineDef p : Models.pipelines(e)) {
                    accept(p.getName(), "pipeline of " + e.getName(), null, ContentAssistEntry.KIND_REFERENCE,
                            context, acceptor);
                }
            }
        } else if (assignment == ga.getExpectAccess().getMetricAssignment_2_0_3()
                || assignment == ga.getExpectAccess().getMetricAssignment_2_1_2()
                || assignment == ga.getExpectAccess().getMetricAssignment_2_2_1()
                || assignment == ga.getExpectAccess().getOtherMetricAssignment_2_2_6_1()) {
            Experiment e = experiment(context);
            java.util.List<String> measured = e == null || Models.hasCycle(e) ? java.util.List.of()
                    : Models.measured(e);
            for (StrategyDescriptor m : catalog.entries("metric")) {
                if (measured.isEmpty() || measured.contains(m.name())) {
                    accept(m.name(), OneLineDocs.entry(m), docs.metric(m.name()), ContentAssistEntry.KIND_VALUE,
                            context, acceptor);
                }
            }
        } else if (assignment == ga.getExpectAccess().getJobClassAssignment_2_0_4_1()
                || assignment == ga.getExpectAccess().getJobClassAssignment_2_1_3_1()
                || assignment == ga.getExpectAccess().getJobClassAssignment_2_2_3()
                || assignment == ga.getExpectAccess().getOtherClassAssignment_2_2_8()) {
            Experiment e = experiment(context);
            java.util.List<String> labels = e == null || Models.hasCycle(e) ? null : Models.classLabels(e);
            for (String label : labels == null ? java.util.List.<String>of() : labels) {
                accept(valueConverter.toString(label, "ClassLabel"), "class of jobs (classes.csv)", null,
                        ContentAssistEntry.KIND_VALUE, context, acceptor);
            }
        } else if (assignment == ga.getParameterOverrideAccess().getNameAssignment_1()) {
            Experiment e = experiment(context);
            WorkloadSpec w = e == null || Models.hasCycle(e) ? null : Models.workload(e);
            if (w != null) {
                for (String p : Sweeps.parameterNames(catalog, w)) {
                    accept(p, "workload parameter", null, ContentAssistEntry.KIND_PROPERTY, context, acceptor);
                }
            }
        } else {
            super._createProposals(assignment, context, acceptor);
        }
    }

    private void proposeSweepVariables(ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        Experiment e = experiment(context);
        if (e != null && !Models.hasCycle(e)) {
            for (String v : Sweeps.effectiveVariables(catalog, e)) {
                accept(v, "sweep variable of " + e.getName(), null, ContentAssistEntry.KIND_VARIABLE, context,
                        acceptor);
            }
        }
    }

    private void proposeNames(ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        StatementContext s = StatementContext.at(context.getRootNode(), start(context), ga, catalog);
        if (s.kind == null) {
            return;
        }
        Experiment experiment = experiment(context);
        MachineSpec machine = experiment == null || Models.hasCycle(experiment) ? null : Models.machine(experiment);
        for (StrategyDescriptor e : catalog.entries(s.kind)) {
            if (MachineFit.accepts(catalog, s.kind, e.name(), machine)) {
                accept(e.name(), OneLineDocs.entry(e), docs.entry(s.kind, e.name()),
                        ContentAssistEntry.KIND_VALUE, context, acceptor);
            }
        }
    }

    private void proposeParameters(ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        StatementContext s = StatementContext.at(context.getRootNode(), start(context), ga, catalog);
        StrategyDescriptor entry = s.kind == null || s.name == null ? null : catalog.get(s.kind, s.name);
        if (entry == null) {
            return;
        }
        for (Parameter p : entry.parameters()) {
            if (!s.given.contains(p.name())) {
                accept(p.name(), OneLineDocs.param(p), docs.param(s.kind, s.name, p.name()),
                        ContentAssistEntry.KIND_PROPERTY, context, acceptor);
            }
        }
    }

    private void proposeMetrics(ContentAssistContext context, IIdeContentProposalAcceptor acceptor, Set<String> listed) {
        for (StrategyDescriptor e : catalog.entries("metric")) {
            if (!listed.contains(e.name())) {
                accept(e.name(), OneLineDocs.entry(e), docs.metric(e.name()), ContentAssistEntry.KIND_VALUE,
                        context, acceptor);
            }
        }
    }

    @Override
    protected boolean filterKeyword(Keyword keyword, ContentAssistContext context) {
        AbstractRule rule = GrammarUtil.containingRule(keyword);
        // 'mesh', 'pool', 'jobs', … inside Name / ParamName are tokens of policy names, not statements
        if (rule == ga.getNameRule() || rule == ga.getParamNameRule()) {
            return false;
        }
        if (keyword == ga.getSpecAccess().getOverKeyword_3_0()) {
            StatementContext s = StatementContext.at(context.getRootNode(), start(context), ga, catalog);
            StrategyDescriptor e = s.kind == null || s.name == null ? null : catalog.get(s.kind, s.name);
            return e != null && e.has(StrategyDescriptor.Trait.WRAPPER);
        }
        return super.filterKeyword(keyword, context);
    }

    @Override
    protected void _createProposals(Keyword keyword, ContentAssistContext context,
            IIdeContentProposalAcceptor acceptor) {
        if (!filterKeyword(keyword, context)) {
            return;
        }
        String doc = documentation.getDocumentation(keyword);
        ContentAssistEntry entry = getProposalCreator().createProposal(keyword.getValue(), context,
                ContentAssistEntry.KIND_KEYWORD, e -> {
                    if (doc != null) {
                        e.setDescription(CatalogDocs.firstSentence(doc));
                        e.setDocumentation(doc);
                    }
                });
        if (entry != null) {
            acceptor.accept(entry, getProposalPriorities().getKeywordPriority(keyword.getValue(), entry));
        }
    }

    private void accept(String proposal, String description, String doc, String kind, ContentAssistContext context,
            IIdeContentProposalAcceptor acceptor) {
        ContentAssistEntry entry = getProposalCreator().createProposal(proposal, context, kind, e -> {
            e.setDescription(description);
            e.setDocumentation(doc);
        });
        if (entry != null) {
            acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
        }
    }

    private static int start(ContentAssistContext context) {
        return context.getOffset() - context.getPrefix().length();
    }

    private static Experiment experiment(ContentAssistContext context) {
        EObject o = context.getCurrentModel() != null ? context.getCurrentModel() : context.getPreviousModel();
        return o == null ? null : EcoreUtil2.getContainerOfType(o, Experiment.class);
    }
}
