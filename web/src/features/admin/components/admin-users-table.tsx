import { ADMIN_MESSAGES, type AdminUser } from '@doclens/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../hooks/use-toast';
import { ApiError, userMessageOf } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { deleteAdminUser } from '../api/admin-api';
import { useAdminUsers } from '../queries/use-admin-users';

const SEARCH_DELAY_MS = 300;

/** Users, newest first, 20 a page (spec part 2 §9), searched by address or name, each deletable. */
export function AdminUsersTable({ adminId }: { adminId: string }) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [doomed, setDoomed] = useState<AdminUser | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const users = useAdminUsers(page, search);

  useEffect(() => {
    if (users.isError) toast({ title: 'Error', description: ADMIN_MESSAGES.fetchUsersFailed, variant: 'destructive' });
  }, [users.isError]);

  const remove = useMutation({
    mutationFn: (user: AdminUser) => deleteAdminUser(user.id),
    onSuccess: (_result, user) => {
      toast({ title: 'Account deleted', description: `${user.email} was deleted.` });
      setDoomed(null);
      void queryClient.invalidateQueries({ queryKey: adminKeys.allUsers });
      void queryClient.invalidateQueries({ queryKey: adminKeys.analytics });
    },
    onError: (error) => {
      // A refusal the admin can act on (their own account, already gone) says why; anything else is the spec's text.
      const refused = error instanceof ApiError && error.status < 500;
      const description = refused ? userMessageOf(error) : ADMIN_MESSAGES.deleteFailed;
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });

  const pagination = users.data?.pagination;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Users</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Search by email or name"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {/* relative: the buttons' screen-reader text is positioned, and would otherwise widen the page on a phone. */}
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left">
                <th className="p-2">Email</th>
                <th className="p-2">Name</th>
                <th className="p-2">Plan</th>
                <th className="p-2">Joined</th>
                <th className="p-2">Documents</th>
                <th className="p-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.data?.users.map((user) => (
                <tr key={user.id} className="border-b">
                  <td className="p-2">
                    {user.email} {user.role === 'admin' && <Badge variant="secondary">admin</Badge>}
                  </td>
                  <td className="p-2">{user.name}</td>
                  <td className="p-2">{user.plan}</td>
                  <td className="p-2">{new Date(user.createdAt).toLocaleDateString()}</td>
                  <td className="p-2">{user.documentsProcessed}</td>
                  <td className="p-2 text-right">
                    {user.id !== adminId && (
                      <Button variant="destructive" size="sm" onClick={() => setDoomed(user)}>
                        Delete <span className="sr-only">{user.email}</span>
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
              {users.data && users.data.users.length === 0 && (
                <tr>
                  <td className="p-2 text-muted-foreground" colSpan={6}>
                    No users found
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        {pagination && (
          <div className="flex items-center justify-between text-sm">
            <span>
              Page {pagination.page} of {pagination.totalPages} ({pagination.total} users)
            </span>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pagination.totalPages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </div>
          </div>
        )}
      </CardContent>
      <Dialog open={doomed !== null} onOpenChange={(open) => !open && setDoomed(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this account?</DialogTitle>
            <DialogDescription>
              {doomed?.email}: the subscription ends now and the account's documents, files and data are deleted. This
              cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDoomed(null)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => doomed && remove.mutate(doomed)}>
              Delete account
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
