package org.partita.dsl.ui.editor;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.templates.DocumentTemplateContext;
import org.eclipse.jface.text.templates.GlobalTemplateVariables;
import org.eclipse.jface.text.templates.Template;
import org.eclipse.jface.text.templates.TemplateContextType;
import org.eclipse.jface.text.templates.TemplateProposal;
import org.eclipse.jface.text.templates.persistence.TemplateStore;
import org.eclipse.ui.editors.text.templates.ContributionContextTypeRegistry;
import org.eclipse.ui.editors.text.templates.ContributionTemplateStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

/**
 * The editor's templates ({@code experiment}, {@code machine}, {@code workload}, {@code pipeline}, {@code expect}):
 * contributed through {@code org.eclipse.ui.editors.templates} from {@code templates/editor-templates.xml}, kept
 * in a {@link TemplateStore} (user changes in the plug-in's preferences), proposed in content assist where the
 * language proposes the keyword that starts the template.
 */
public final class PartitaTemplates {

    /** The template context types, contributed in plugin.xml: the top level of a file, inside an experiment. */
    public static final String FILE = "org.partita.dsl.ui.templates.file";
    public static final String EXPERIMENT = "org.partita.dsl.ui.templates.experiment";
    private static final String REGISTRY = "org.partita.dsl.ui.templates.registry";
    private static final String STORE_KEY = "org.partita.dsl.ui.templates.custom";

    private static PartitaTemplates instance;

    private final ContributionContextTypeRegistry registry;
    private final TemplateStore store;

    private PartitaTemplates() {
        registry = new ContributionContextTypeRegistry(REGISTRY);
        store = new ContributionTemplateStore(registry,
                new ScopedPreferenceStore(InstanceScope.INSTANCE, "org.partita.dsl.ui"), STORE_KEY);
        try {
            store.load();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the editor templates: " + e.getMessage(), e);
        }
    }

    public static synchronized PartitaTemplates get() {
        if (instance == null) {
            instance = new PartitaTemplates();
        }
        return instance;
    }

    /** The enabled templates of both contexts. */
    public List<Template> templates() {
        List<Template> out = new ArrayList<>(Arrays.asList(store.getTemplates(FILE)));
        out.addAll(Arrays.asList(store.getTemplates(EXPERIMENT)));
        return out;
    }

    /**
     * Template proposals at {@code offset}: a template whose name is among {@code keywords} (the keywords the
     * language proposes there), replacing the {@code prefix} typed before {@code offset}; the file's templates where
     * the language proposes {@code experiment} (the top level), else the experiment's.
     */
    public List<ICompletionProposal> proposals(IDocument document, int offset, String prefix,
            Collection<String> keywords) {
        String id = keywords.contains("experiment") ? FILE : EXPERIMENT;
        TemplateContextType type = registry.getContextType(id);
        List<ICompletionProposal> out = new ArrayList<>();
        if (type == null) {
            return out;
        }
        Region region = new Region(offset - prefix.length(), prefix.length());
        for (Template t : store.getTemplates(id)) {
            if (keywords.contains(t.getName()) && t.getName().startsWith(prefix)) {
                DocumentTemplateContext context = new DocumentTemplateContext(type, document, region.getOffset(),
                        region.getLength());
                out.add(new TemplateProposal(t, context, region, null));
            }
        }
        return out;
    }

    /** The context type of the templates: their variables are placeholders, plus {@code ${cursor}}. */
    public static final class ContextType extends TemplateContextType {
        public ContextType() {
            addResolver(new GlobalTemplateVariables.Cursor());
        }
    }
}
