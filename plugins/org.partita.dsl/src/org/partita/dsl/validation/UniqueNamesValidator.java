package org.partita.dsl.validation;

import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsProvider;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.CheckType;
import org.partita.dsl.partita.Element;
import org.partita.dsl.partita.Model;
import org.partita.dsl.partita.PartitaPackage.Literals;

/**
 * Top-level names unique within a file and across the files of a folder. Composed into {@link PartitaValidator},
 * which the injector creates with its fields.
 */
public class UniqueNamesValidator extends ComposedValidator {

    @com.google.inject.Inject
    private ResourceDescriptionsProvider resourceDescriptions;
    @com.google.inject.Inject
    private IQualifiedNameProvider qualifiedNames;

    /**
     * A top-level machine, workload, pipeline or experiment whose name another file of the same folder also
     * declares (for the same kind of element): references to it would resolve to either. Within one file the
     * file's model is searched ({@code duplicateName}); across files the index ({@link ResourceDescriptionsProvider}: the resource set
     * of the command line, the workspace index in an editor or the language server) is asked.
     */
    @Check(CheckType.NORMAL)
    public void checkNameUniqueInFolder(Element el) {
        if (!(el.eContainer() instanceof Model) || el.getName() == null || el.eResource() == null
                || el.eResource().getURI() == null) {
            return;
        }
        for (Element other : ((Model) el.eContainer()).getElements()) {
            if (other != el && other.eClass() == el.eClass() && el.getName().equals(other.getName())) {
                error(el.eClass().getName().replace("Def", "").toLowerCase(java.util.Locale.ROOT) + " '"
                        + el.getName() + "' is declared twice in this file", el, Literals.ELEMENT__NAME,
                        IssueCodes.DUPLICATE_NAME, el.getName());
                return;
            }
        }
        QualifiedName qn = qualifiedNames.getFullyQualifiedName(el);
        if (qn == null) {
            return;
        }
        URI own = el.eResource().getURI();
        URI folder = own.trimSegments(1);
        IResourceDescriptions index = resourceDescriptions.getResourceDescriptions(el.eResource());
        Set<String> others = new java.util.TreeSet<>();
        for (IEObjectDescription d : index.getExportedObjects(el.eClass(), qn, false)) {
            URI r = d.getEObjectURI().trimFragment();
            if (!r.equals(own) && r.trimSegments(1).equals(folder) && d.getEClass() == el.eClass()) {
                others.add(r.lastSegment());
            }
        }
        if (!others.isEmpty()) {
            String kind = el.eClass().getName().replace("Def", "").toLowerCase(java.util.Locale.ROOT);
            error(kind + " '" + el.getName() + "' is also declared in " + String.join(", ", others)
                    + " of the same folder; references to it are ambiguous: rename one", el,
                    Literals.ELEMENT__NAME, IssueCodes.DUPLICATE_NAME_IN_FOLDER, el.getName());
        }
    }
}
