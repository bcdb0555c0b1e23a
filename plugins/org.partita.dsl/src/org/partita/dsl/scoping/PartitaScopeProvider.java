package org.partita.dsl.scoping;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.scoping.IScope;
import org.eclipse.xtext.scoping.Scopes;
import org.partita.dsl.partita.Grid;
import org.partita.dsl.partita.PartitaPackage.Literals;

/**
 * Machines, workloads, pipelines and experiments are global: visible from every file of the folder (or project)
 * through the index, by simple name. The clusters a link joins are local to the link's grid.
 */
public class PartitaScopeProvider extends AbstractPartitaScopeProvider {

    @Override
    public IScope getScope(EObject context, EReference reference) {
        if (reference == Literals.LINK__FROM || reference == Literals.LINK__TO) {
            Grid grid = EcoreUtil2.getContainerOfType(context, Grid.class);
            return grid == null ? IScope.NULLSCOPE : Scopes.scopeFor(grid.getClusters());
        }
        return super.getScope(context, reference);
    }
}
